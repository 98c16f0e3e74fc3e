// retailx stock change: rows of variant id and the new absolute quantity, one queue type for the batch.
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { BulkEditor } from '../../components/grid/bulk/BulkEditor';
import { jobLabel } from '../../components/job';
import { SelectField } from '../../components/fields';
import { RETAILX_COLUMNS } from './columns';

const extraSchema = z.object({ queue_type: z.union([z.literal(1), z.literal(2)]) });

export function RetailxStock({ jobId, onJobId }: { jobId: string | null; onJobId(id: string | null): void }) {
  const intl = useIntl();
  const [queueType, setQueueType] = useState<1 | 2>(1);
  // Stable objects: the grid's validator (and its per-row cache) is rebuilt only when the queue type changes.
  const common = useMemo(() => ({ queue_type: queueType }), [queueType]);
  const extra = useMemo(() => ({ queue_type: queueType }), [queueType]);
  return (
    <div className="stack">
      <p className="hint">
        <FormattedMessage id="stock.retailx.intro" />
      </p>
      <div className="form-grid">
        <SelectField<string>
          label={intl.formatMessage({ id: 'stock.field.queueType' })}
          value={String(queueType)}
          onChange={(k) => setQueueType(k === '2' ? 2 : 1)}
          options={[
            { id: '1', label: intl.formatMessage({ id: 'stock.queueType.1' }) },
            { id: '2', label: intl.formatMessage({ id: 'stock.queueType.2' }) },
          ]}
        />
      </div>
      <BulkEditor
        name="retailx-stock"
        operation="retailxStock"
        columns={RETAILX_COLUMNS}
        common={common}
        target={intl.formatMessage({ id: 'stock.retailx.target' }, { type: queueType })}
        jobLabel={jobLabel('stock.retailx.job', { type: queueType })}
        gridLabel={intl.formatMessage({ id: 'stock.retailx.grid' })}
        jobId={jobId}
        onJobId={onJobId}
        extra={extra}
        onExtraLoaded={(extra) => {
          const parsed = extraSchema.safeParse(extra);
          if (parsed.success) setQueueType(parsed.data.queue_type);
        }}
      />
    </div>
  );
}
