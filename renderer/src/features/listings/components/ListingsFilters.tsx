// The filters of spec §4.10 as a form: typed here, applied to the address (search params) on Enter or
// "Search", so a filtered page survives a reload and can be linked. Typed values stay until applied or reset.
import { useEffect, useState, type FormEvent } from 'react';
import { Checkbox, CheckboxGroup, Label, TextArea, TextField as AriaTextField, Text } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import type { MessageId } from '../../../i18n/catalogue';
import { NumberField, SelectField, TextField } from '../../../components/fields';
import { SORT_FIELDS } from '../columns';
import type { Facets } from '../queries';
import { splitValues } from '../request';
import { PAGE_SIZES, DEFAULT_PAGE_SIZE, type ListingsSearch } from '../search';
import { MultiPick } from './MultiPick';

type Draft = Omit<ListingsSearch, 'page'> & { valuesText: string };

const toDraft = (s: ListingsSearch): Draft => ({ ...s, valuesText: (s.values ?? []).join('\n') });

/** A decimal for the vendor (no grouping, dot decimal) from the locale-parsed number, or undefined. */
const toDecimal = (n: number | null): string | undefined => (n === null || !Number.isFinite(n) || n < 0 ? undefined : String(Math.round(n * 100) / 100));

export interface ListingsFiltersProps {
  search: ListingsSearch;
  facets: Facets | undefined;
  onApply: (next: ListingsSearch) => void;
}

export function ListingsFilters({ search, facets, onApply }: ListingsFiltersProps) {
  const intl = useIntl();
  const t = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [draft, setDraft] = useState<Draft>(() => toDraft(search));
  // A link or Back changes the filters in the address: the form follows them. Turning a page or sorting from
  // a header does not touch what is being typed here.
  const { page: _page, sort: _sort, dir: _dir, ...filters } = search;
  const filtersKey = JSON.stringify(filters);
  useEffect(() => {
    setDraft((d) => ({ ...toDraft(JSON.parse(filtersKey) as ListingsSearch), sort: d.sort, dir: d.dir }));
  }, [filtersKey]);
  useEffect(() => {
    setDraft((d) => ({ ...d, sort: search.sort, dir: search.dir }));
  }, [search.sort, search.dir]);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const { valuesText, ...rest } = draft;
    const values = splitValues(valuesText);
    const next: ListingsSearch = { ...rest, values: rest.mode === 'exact' && values.length > 0 ? values : undefined, page: undefined };
    if (next.mode === 'exact') next.q = undefined;
    if (next.q !== undefined && next.q.trim() === '') next.q = undefined;
    if (next.avail === undefined) next.availCond = undefined;
    if (next.price === undefined) next.priceCond = undefined;
    onApply(next);
  };
  const reset = () => onApply({ size: search.size, sort: search.sort, dir: search.dir });

  const fieldOptions = (['1', '2', '3', '4'] as const).map((id) => ({ id, label: t(`listings.searchField.${id}`) }));
  const condOptions = (['1', '2'] as const).map((id) => ({ id, label: t(`listings.cond.${id}`) }));
  return (
    <form className="listings-filters" role="search" aria-label={t('listings.filter.label')} onSubmit={submit}>
      <div className="filters-grid">
        <SelectField label={t('listings.filter.field')} options={fieldOptions} value={draft.field ?? '1'} onChange={(field) => set({ field })} />
        <SelectField
          label={t('listings.filter.mode')}
          options={[
            { id: 'fuzzy', label: t('listings.mode.fuzzy') },
            { id: 'exact', label: t('listings.mode.exact') },
          ]}
          value={draft.mode ?? 'fuzzy'}
          onChange={(mode) => set({ mode })}
        />
        {draft.mode === 'exact' ? (
          <AriaTextField className="field values-field" value={draft.valuesText} onChange={(valuesText) => set({ valuesText })}>
            <Label>{t('listings.filter.values')}</Label>
            <TextArea rows={3} spellCheck={false} />
            <Text slot="description" className="description">
              {t('listings.filter.valuesHint', { count: splitValues(draft.valuesText).length })}
            </Text>
          </AriaTextField>
        ) : (
          <TextField type="search" label={t('listings.filter.q')} value={draft.q ?? ''} onChange={(q) => set({ q })} spellCheck={false} description={t('listings.filter.qHint')} />
        )}
        <SelectField
          label={t('listings.filter.pairing')}
          options={[
            { id: 'all', label: t('listings.pairing.all') },
            { id: '1', label: t('listings.pairing.paired') },
            { id: '0', label: t('listings.pairing.unpaired') },
          ]}
          value={draft.pairing ?? 'all'}
          onChange={(p) => set({ pairing: p === 'all' ? undefined : p })}
        />
        <CheckboxGroup className="field status-group" value={draft.status ?? []} onChange={(v) => set({ status: v.length === 0 ? undefined : (v as Array<'0' | '1'>) })}>
          <Label>{t('listings.filter.status')}</Label>
          <div className="row">
            <Checkbox value="0" className="checkbox">
              <span className="box" aria-hidden="true" />
              {t('listings.status.normal')}
            </Checkbox>
            <Checkbox value="1" className="checkbox">
              <span className="box" aria-hidden="true" />
              {t('listings.status.deleted')}
            </Checkbox>
          </div>
        </CheckboxGroup>
        <div className="cond-pair">
          <SelectField label={t('listings.filter.availCond')} options={condOptions} value={draft.availCond ?? '1'} onChange={(availCond) => set({ availCond })} />
          <NumberField
            label={t('listings.filter.avail')}
            value={draft.avail === undefined ? null : Number(draft.avail)}
            onChange={(n) => set({ avail: n === null ? undefined : String(Math.max(0, Math.round(n))) })}
            minValue={0}
            formatOptions={{ maximumFractionDigits: 0 }}
          />
        </div>
        <div className="cond-pair">
          <SelectField label={t('listings.filter.priceCond')} options={condOptions} value={draft.priceCond ?? '1'} onChange={(priceCond) => set({ priceCond })} />
          <NumberField
            label={t('listings.filter.price')}
            value={draft.price === undefined ? null : Number(draft.price)}
            onChange={(n) => set({ price: toDecimal(n) })}
            minValue={0}
            step={0.01}
            formatOptions={{ minimumFractionDigits: 0, maximumFractionDigits: 2 }}
          />
        </div>
        <MultiPick label={t('listings.filter.stores')} options={facets?.stores ?? []} selected={draft.stores ?? []} onChange={(ids) => set({ stores: ids.length ? ids : undefined })} noneText={t('listings.filter.any')} />
        <MultiPick label={t('listings.filter.brands')} options={facets?.brands ?? []} selected={draft.brands ?? []} onChange={(ids) => set({ brands: ids.length ? ids : undefined })} noneText={t('listings.filter.any')} />
        <MultiPick label={t('listings.filter.categories')} options={facets?.categories ?? []} selected={draft.cats ?? []} onChange={(ids) => set({ cats: ids.length ? ids : undefined })} noneText={t('listings.filter.any')} />
        <SelectField
          label={t('listings.filter.sort')}
          options={[{ id: 'none', label: t('listings.sort.none') }, ...SORT_FIELDS.map((id) => ({ id, label: t(`listings.sortField.${id}`) }))]}
          value={draft.sort ?? 'none'}
          onChange={(s) => set({ sort: s === 'none' ? undefined : s })}
        />
        <SelectField
          label={t('listings.filter.dir')}
          options={[
            { id: 'asc', label: t('listings.dir.asc') },
            { id: 'desc', label: t('listings.dir.desc') },
          ]}
          value={draft.dir ?? 'asc'}
          onChange={(dir) => set({ dir })}
        />
        <SelectField
          label={t('listings.filter.size')}
          options={[...new Set([...PAGE_SIZES, draft.size ?? DEFAULT_PAGE_SIZE])].sort((a, b) => a - b).map((n) => ({ id: String(n), label: intl.formatNumber(n) }))}
          value={String(draft.size ?? DEFAULT_PAGE_SIZE)}
          onChange={(v) => set({ size: Number(v) })}
        />
      </div>
      <div className="form-actions">
        <Button type="submit" variant="primary">
          <FormattedMessage id="listings.filter.apply" />
        </Button>
        <Button onPress={reset}>
          <FormattedMessage id="listings.filter.reset" />
        </Button>
      </div>
    </form>
  );
}
