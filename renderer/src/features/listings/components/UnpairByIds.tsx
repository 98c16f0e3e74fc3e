// Un-pairing by pasted ids: the store, the platform (its §4.4 field named beside it; the platforms un-pairing
// does not serve refused before sending) and a column of ids in the shared id grid. It sends through the same
// planning and job as the table's selection, and each id's outcome comes back in the grid's status column.
import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { FieldError, Input, Label, Text, TextField } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useJobResult } from '../../../api/job-result';
import { Button } from '../../../components/Button';
import { IdListGrid, idsOf } from '../../../components/grid/IdListGrid';
import type { GridRow } from '../../../components/grid/model/types';
import type { GridValidation } from '../../../components/grid/model/validation';
import { pastedStatuses } from '../pasted-statuses';
import { pairingFieldOf, pastedRefusal } from '../unpair';
import { useUnpair } from '../use-unpair';
import { pairingFieldMessage } from './PairingFieldHelp';
import { UnpairResults } from './UnpairResults';

const IDS_HEADER = 'listings.col.unpairId';
let rowCounter = 0;
const blankRows = (n: number): GridRow[] => Array.from({ length: n }, () => ({ id: `u${(++rowCounter).toString(36)}`, values: {} }));

export function UnpairByIds({ onHelp }: { onHelp(): void }) {
  const intl = useIntl();
  const unpair = useUnpair();
  const [storeId, setStoreId] = useState('');
  const [platform, setPlatform] = useState('');
  const [rows, setRows] = useState<GridRow[]>(() => blankRows(5));
  const [gridIssues, setGridIssues] = useState(0);
  const [checked, setChecked] = useState(false);
  const onValidation = useCallback((v: GridValidation) => setGridIssues(v.pending ? Math.max(v.total, 1) : v.total), []);

  const field = pairingFieldOf(platform);
  const refusal = checked ? pastedRefusal({ storeId, platformCode: platform }) : null;
  const count = idsOf(rows).length;
  const started = unpair.state?.started[0];
  const job = useJobResult(started?.jobId ?? null);
  const statuses = useMemo(() => (started && job.data ? pastedStatuses(started.group.items, job.data.rows) : undefined), [started, job.data]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (pastedRefusal({ storeId, platformCode: platform }) !== null || gridIssues > 0 || count === 0) return;
    const items = rows.map((r) => ({ rowId: r.id, id: r.values.id ?? '' }));
    await unpair.unpairPasted({ storeId, platformCode: platform, items });
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
      {checked && (gridIssues > 0 || count === 0) ? (
        <p className="field-error" role="alert">
          <FormattedMessage id={count === 0 ? 'listings.pasted.noIds' : 'listings.pasted.gridInvalid'} />
        </p>
      ) : null}
      <div className="form-actions">
        <Button type="submit" variant="danger" isDisabled={unpair.busy}>
          <FormattedMessage id="listings.pasted.go" values={{ count }} />
        </Button>
      </div>
      {unpair.state ? <UnpairResults started={unpair.state.started} refused={unpair.state.refused} /> : null}
    </form>
  );
}
