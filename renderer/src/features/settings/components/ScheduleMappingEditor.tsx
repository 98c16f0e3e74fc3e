// The rule form's column mapping: rows of "sheet header → field" (the operation's fields, or "do not import"),
// a button that takes what the screen's import remembered for the operation, and each row's problems. The
// logic is schedule-mapping.ts; this is its view.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { WriteOperationId } from '../../../../../shared/catalogue';
import { Button } from '../../../components/Button';
import { SelectField, TextField } from '../../../components/fields';
import { useFormat } from '../../../i18n/format';
import { rememberedFieldsOf } from '../../../components/grid/import/remembered-mapping';
import { mappingFieldLabel, mappingFieldsOf, withRemembered, type MappingIssue, type MappingRow } from '../schedule-mapping';

const SKIP = '\u0000skip';

/** A label that shows `shown` and names the control `name` (a row's own name: its header, its number). */
function RowLabel({ shown, name }: { shown: ReactNode; name: string }) {
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">{name}</span>
    </>
  );
}

interface Props {
  operation: WriteOperationId | null;
  rows: MappingRow[];
  issues: readonly MappingIssue[];
  onChange: (rows: MappingRow[]) => void;
}

export function ScheduleMappingEditor({ operation, rows, issues, onChange }: Props) {
  const intl = useIntl();
  const [taken, setTaken] = useState<number | null>(null);
  // Where the focus goes after a row is added or removed by keyboard: a row's header (0-based), or the Add button.
  const [focusTo, setFocusTo] = useState<number | 'add' | null>(null);
  const box = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    if (focusTo === null) return;
    setFocusTo(null);
    const target = focusTo === 'add' ? '[data-mapping-add]' : `[data-row="${focusTo + 1}"] input`;
    box.current?.querySelector<HTMLElement>(target)?.focus();
  }, [focusTo]);
  const fields = mappingFieldsOf(operation);
  const options = [{ id: SKIP, label: intl.formatMessage({ id: 'settings.schedules.form.mapping.skip' }) }, ...fields.map((f) => ({ id: f, label: mappingFieldLabel(operation, f, intl.locale === 'zh-CN' ? 'zh-CN' : 'en') }))];
  // A field the operation does not have stays shown as it is, so its row's problem can be read and fixed.
  const optionsFor = (field: string) => (field === '' || fields.includes(field) ? options : [...options, { id: field, label: field }]);
  const set = (k: number, patch: Partial<MappingRow>) => onChange(rows.map((r, i) => (i === k ? { ...r, ...patch } : r)));
  const format = useFormat();
  const issueText = (i: MappingIssue) =>
    intl.formatMessage({ id: `settings.schedules.mapping.issue.${i.code}` }, { row: i.row, ...i.values, ...Object.fromEntries(Object.entries(i.lists ?? {}).map(([k, v]) => [k, format.items(v)])) });
  const takeRemembered = () => {
    if (!operation) return;
    const next = withRemembered(rows, rememberedFieldsOf(operation), operation);
    setTaken(next?.taken ?? 0);
    if (next) onChange(next.rows);
  };
  return (
    <fieldset ref={box} className="schedule-mapping" data-testid="schedule-mapping">
      <legend>
        <FormattedMessage id="settings.schedules.form.mapping" />
      </legend>
      <p className="hint">
        <FormattedMessage id={operation ? 'settings.schedules.form.mapping.help' : 'settings.schedules.form.mapping.chooseOperation'} />
      </p>
      {operation && rows.length === 0 ? (
        <p className="hint">
          <FormattedMessage id="settings.schedules.form.mapping.none" />
        </p>
      ) : null}
      {rows.map((r, k) => (
        <div key={k} className="schedule-mapping-row" data-row={k + 1}>
          <TextField
            label={<RowLabel shown={<FormattedMessage id="settings.schedules.form.mapping.header" />} name={intl.formatMessage({ id: 'settings.schedules.form.mapping.headerOfRow' }, { row: k + 1 })} />}
            value={r.header}
            onChange={(header) => set(k, { header })}
            spellCheck={false}
          />
          <span className="schedule-mapping-arrow" aria-hidden="true">
            →
          </span>
          <SelectField
            label={
              <RowLabel
                shown={<FormattedMessage id="settings.schedules.form.mapping.field" />}
                name={r.header.trim() === '' ? intl.formatMessage({ id: 'settings.schedules.form.mapping.fieldOfRow' }, { row: k + 1 }) : intl.formatMessage({ id: 'settings.schedules.form.mapping.fieldOf' }, { header: r.header.trim() })}
              />
            }
            value={r.field === '' ? SKIP : r.field} onChange={(v) => set(k, { field: v === SKIP ? '' : v })} options={optionsFor(r.field)} />
          <Button variant="quiet" aria-label={intl.formatMessage({ id: 'settings.schedules.form.mapping.removeRow' }, { row: k + 1 })} onPress={() => {
              onChange(rows.filter((_, i) => i !== k));
              // The row now in its place, else the one before, else Add: the focus never falls to the page.
              setFocusTo(rows.length === 1 ? 'add' : Math.min(k, rows.length - 2));
            }}>
            <FormattedMessage id="settings.schedules.form.mapping.remove" />
          </Button>
          {issues
            .filter((i) => i.row === k + 1)
            .map((i) => (
              <div key={i.code} className="bad-text schedule-mapping-issue" data-code={i.code}>
                {issueText(i)}
              </div>
            ))}
        </div>
      ))}
      <div className="form-actions">
        <Button
          data-mapping-add
          onPress={() => {
            onChange([...rows, { header: '', field: '' }]);
            setFocusTo(rows.length);
          }}
          isDisabled={!operation}
        >
          <FormattedMessage id="settings.schedules.form.mapping.add" />
        </Button>
        <Button onPress={takeRemembered} isDisabled={!operation}>
          <FormattedMessage id="settings.schedules.form.mapping.remembered" />
        </Button>
      </div>
      {taken !== null ? (
        <p className="hint" role="status">
          <FormattedMessage id={taken > 0 ? 'settings.schedules.form.mapping.rememberedTaken' : 'settings.schedules.form.mapping.rememberedNone'} values={{ count: taken }} />
        </p>
      ) : null}
    </fieldset>
  );
}
