// A button that opens a list of options to tick (stores, brands, categories, columns): React Aria's ListBox
// in a popover, so arrows, Space, Enter and Escape work and the choice is announced.
import { useId } from 'react';
import { Button as AriaButton, Dialog, DialogTrigger, ListBox, ListBoxItem, Popover, type Selection } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';

export interface PickOption {
  id: string;
  label: string;
}

export interface MultiPickProps {
  label: string;
  options: readonly PickOption[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** Shown on the button when nothing is ticked. */
  noneText: string;
}

export function MultiPick({ label, options, selected, onChange, noneText }: MultiPickProps) {
  const chosen = options.filter((o) => selected.includes(o.id));
  // Ids typed into a link that the options do not know are still filters: counted, never dropped.
  const summary = selected.length === 0 ? noneText : chosen.length === 1 && selected.length === 1 ? chosen[0]?.label : null;
  const labelId = useId();
  const valueId = useId();
  const onSelection = (keys: Selection) => onChange(keys === 'all' ? options.map((o) => o.id) : [...keys].map(String));
  return (
    <div className="field multi-pick">
      <span className="label" id={labelId}>
        {label}
      </span>
      <DialogTrigger>
        <AriaButton className="select-button" aria-labelledby={`${labelId} ${valueId}`}>
          <span id={valueId}>{summary ?? <FormattedMessage id="listings.filter.chosen" values={{ count: selected.length }} />}</span>
          <span aria-hidden="true">▾</span>
        </AriaButton>
        <Popover className="popover" placement="bottom start">
          <Dialog className="pick-dialog" aria-label={label}>
            {options.length === 0 ? (
              <p className="muted small pick-empty">
                <FormattedMessage id="listings.filter.noOptions" />
              </p>
            ) : (
              <ListBox className="listbox" aria-label={label} selectionMode="multiple" escapeKeyBehavior="none" items={options} selectedKeys={new Set(selected)} onSelectionChange={onSelection} autoFocus="first">
                {(o) => (
                  <ListBoxItem id={o.id} className="listbox-item pick-item" textValue={o.label}>
                    {({ isSelected }) => (
                      <>
                        <span className="pick-box" aria-hidden="true">
                          {isSelected ? '☑' : '☐'}
                        </span>
                        {o.label}
                      </>
                    )}
                  </ListBoxItem>
                )}
              </ListBox>
            )}
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  );
}
