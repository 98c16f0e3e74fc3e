// Un-pairing by pasted ids: the store, the platform (its §4.4 field named beside it; the platforms un-pairing
// does not serve refused before sending) and a column of ids in the shared id grid. It sends through the same
// planning and job lifecycle as the table's selection (one ledger: an id applied from either is never offered
// again), and each id's outcome comes back in the grid's status column; the results panel above lists them all.
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/Button';
import { statusesOf } from '../../../components/grid/bulk/grid-statuses';
import { IdListGrid, idsOf } from '../../../components/grid/IdListGrid';
import type { GridRow } from '../../../components/grid/model/types';
import type { GridValidation } from '../../../components/grid/model/validation';
import { pastedStatuses } from '../pasted-statuses';
import { pairingFieldOf, pastedRefusal } from '../unpair';
import { pastedItems, type Unpair } from '../use-unpair';
import { pairingFieldMessage } from './PairingFieldHelp';

const IDS_HEADER = 'listings.col.unpairId';

export function UnpairByIds({ unpair, onHelp }: { unpair: Unpair; onHelp(): void }) {
  const intl = useIntl();
  const { pasted, setPasted, bulk } = unpair;
  const { storeId, platform, rows } = pasted;
  const setStoreId = (v: string) => setPasted((p) => ({ ...p, storeId: v }));
  const setPlatform = (v: string) => setPasted((p) => ({ ...p, platform: v }));
  const setRows = (next: GridRow[]) => setPasted((p) => ({ ...p, rows: next.map((r) => ({ id: r.id, values: { ...r.values } })) }));
  const [gridIssues, setGridIssues] = useState(0);
  const [checked, setChecked] = useState(false);
  const onValidation = useCallback((v: GridValidation) => setGridIssues(v.pending ? Math.max(v.total, 1) : v.total), []);

  const field = pairingFieldOf(platform);
  const refusal = checked ? pastedRefusal({ storeId, platformCode: platform }) : null;
  // Ids of a refused store or platform are counted as typed (pressing shows why); otherwise the ones offered.
  const count = pastedRefusal({ storeId, platformCode: platform }) === null ? unpair.pastedOffered.length : idsOf(rows).length;
  const byItem = useMemo(() => statusesOf(bulk.plan, intl), [bulk.plan, intl]);
  const statuses = useMemo(() => pastedStatuses(pastedItems(pasted), byItem), [pasted, byItem]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (pastedRefusal({ storeId, platformCode: platform }) !== null || gridIssues > 0 || idsOf(rows).length === 0) return;
    await unpair.unpairPasted();
  };

  return (
    <form className="form unpair-ids-form stack" onSubmit={(e) => void submit(e).catch(() => undefined)} noValidate aria-label={intl.formatMessage({ id: 'listings.pasted.title' })}>
      <div className="row">
        <TextField className="field" value={storeId} onChange={setStoreId} isInvalid={refusal === 'no-store'} isRequired>
          <Label>
            <FormattedMessage id="listings.pasted.store" />
          </Label>
          <Input className="input" autoComplete="off" />
          <FieldError className="field-error">{refusal === 'no-store' ? intl.formatMessage({ id: 'listings.pasted.storeMissing' }) : null}</FieldError>
        </TextField>
        <TextField className="field" value={platform} onChange={setPlatform} isInvalid={refusal === 'unsupported-platform'} isRequired inputMode="numeric">
          <Label>
            <FormattedMessage id="listings.pasted.platform" />
          </Label>
          <Input className="input" autoComplete="off" />
          <Text slot="description" className="description">
            {field ? (
              <FormattedMessage id="listings.result.sentAs" values={{ field: <FormattedMessage id={pairingFieldMessage(field)} /> }} />
            ) : (
              <FormattedMessage id="listings.pasted.platformHint" />
            )}
          </Text>
          <FieldError className="field-error">
            {refusal === 'unsupported-platform' ? intl.formatMessage({ id: 'listings.refused.unsupported-platform' }, { platform: platform.trim() }) : null}
          </FieldError>
        </TextField>
        <Button variant="quiet" onPress={onHelp}>
          <FormattedMessage id="listings.pasted.help" />
        </Button>
      </div>
      <IdListGrid
        operation="cancelPairing"
        rows={rows}
        onRowsChange={setRows}
        header={IDS_HEADER}
        label={intl.formatMessage({ id: 'listings.pasted.grid' })}
        height={220}
        statuses={statuses}
        onValidation={onValidation}
      />
      {checked && (gridIssues > 0 || idsOf(rows).length === 0) ? (
        <p className="field-error" role="alert">
          <FormattedMessage id={idsOf(rows).length === 0 ? 'listings.pasted.noIds' : 'listings.pasted.gridInvalid'} />
        </p>
      ) : null}
      <div className="form-actions">
        <Button type="submit" variant="danger" isDisabled={bulk.live || bulk.plan.loading || !unpair.draft.loaded}>
          <FormattedMessage id="listings.pasted.go" values={{ count }} />
        </Button>
      </div>
    </form>
  );
}
