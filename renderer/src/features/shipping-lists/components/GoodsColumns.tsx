// The goods table's optional columns: the chooser (a menu of check items, so arrows, Space, Enter and Escape
// work and each state is announced), the active profile's remembered choice, and how an added column's cell
// and header are drawn.
import { useCallback, useState } from 'react';
import { Menu, MenuItem, MenuTrigger, Popover, type Selection } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useActiveProfile } from '../../../api/queries';
import { Button } from '../../../components/Button';
import { useFormat } from '../../../i18n/format';
import { EXTRA_COLUMNS, extraColumn, loadExtraColumns, orderColumns, saveExtraColumns, type ExtraColumnId } from '../goods-columns';
import type { GoodsLine } from '../queries';
import { Empty, Measure, V, YesNo, isBlank } from './values';

export interface GoodsColumnsChoice {
  ids: ExtraColumnId[];
  choose: (ids: readonly string[]) => void;
}

/** The added columns of the active profile; a profile switch brings that profile's own choice. */
export function useGoodsColumns(): GoodsColumnsChoice {
  const profileId = useActiveProfile()?.id ?? null;
  const [state, setState] = useState(() => ({ profileId, ids: loadExtraColumns(profileId) }));
  // The profile list arrives after the first paint, or the user switched: read that profile's choice.
  if (state.profileId !== profileId) setState({ profileId, ids: loadExtraColumns(profileId) });
  const choose = useCallback(
    (next: readonly string[]) => {
      const ids = orderColumns(next);
      saveExtraColumns(profileId, ids);
      setState({ profileId, ids });
    },
    [profileId],
  );
  return { ids: state.profileId === profileId ? state.ids : loadExtraColumns(profileId), choose };
}

export function GoodsColumnChooser({ ids, choose }: GoodsColumnsChoice) {
  const intl = useIntl();
  const onSelection = (keys: Selection) => choose(keys === 'all' ? EXTRA_COLUMNS.map((c) => c.field) : [...keys].map(String));
  return (
    <MenuTrigger>
      <Button className="goods-columns-button" data-testid="goods-columns">
        <FormattedMessage id="shippingLists.goods.columns.count" values={{ count: ids.length }} /> <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="popover" placement="bottom end">
        <Menu
          className="menu goods-columns-menu"
          aria-label={intl.formatMessage({ id: 'shippingLists.goods.columns.label' })}
          selectionMode="multiple"
          shouldCloseOnSelect={false}
          selectedKeys={new Set(ids)}
          onSelectionChange={onSelection}
          items={EXTRA_COLUMNS}
        >
          {(c) => {
            const label = intl.formatMessage({ id: `shippingLists.goods.col.${c.field}` });
            return (
              <MenuItem id={c.field} className="menu-item pick-item" textValue={label}>
                {({ isSelected }) => (
                  <>
                    <span className="pick-box" aria-hidden="true">
                      {isSelected ? '☑' : '☐'}
                    </span>
                    {label} <code className="muted small">{c.field}</code>
                  </>
                )}
              </MenuItem>
            );
          }}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

const KG = <FormattedMessage id="shippingLists.unit.kg" />;
const NUMERIC = new Set(['number', 'weight', 'money']);
export const isNumericColumn = (id: ExtraColumnId): boolean => NUMERIC.has(extraColumn(id).kind);

export function ExtraHeads({ ids }: { ids: readonly ExtraColumnId[] }) {
  return (
    <>
      {ids.map((id) => (
        <th key={id} scope="col" className={isNumericColumn(id) ? 'num' : undefined} data-extra-column={id}>
          <FormattedMessage id={`shippingLists.goods.col.${id}`} />
        </th>
      ))}
    </>
  );
}

function ExtraValue({ id, g }: { id: ExtraColumnId; g: GoodsLine }) {
  const f = useFormat();
  const c = extraColumn(id);
  const v = g[c.field];
  switch (c.kind) {
    case 'yesNo':
      return <YesNo v={typeof v === 'boolean' ? v : null} />;
    case 'number':
      return typeof v === 'number' ? <>{f.number(v)}</> : <V v={typeof v === 'string' ? v : null} />;
    case 'weight':
      return <Measure v={typeof v === 'string' || typeof v === 'number' ? v : null} unit={KG} />;
    case 'money': {
      const currency = c.currency ? g[c.currency] : null;
      if (isBlank(v) || (typeof v !== 'string' && typeof v !== 'number')) return <Empty />;
      return <Measure v={v} unit={typeof currency === 'string' && currency !== '' ? currency : <Empty />} />;
    }
    default:
      return (typeof v === 'string' || typeof v === 'number') && !isBlank(v) ? <code>{v}</code> : <Empty />;
  }
}

export function ExtraCells({ ids, g }: { ids: readonly ExtraColumnId[]; g: GoodsLine }) {
  return (
    <>
      {ids.map((id) => (
        <td key={id} className={isNumericColumn(id) ? 'num' : undefined} data-extra-column={id}>
          <ExtraValue id={id} g={g} />
        </td>
      ))}
    </>
  );
}
