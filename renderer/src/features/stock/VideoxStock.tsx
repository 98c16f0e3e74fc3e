// videox stock change: one store, rows of MSKU id, optional warehouse and the new available quantity.
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { z } from 'zod';
import { isIdText } from '../../../../shared/catalogue/fields';
import { BulkEditor } from '../../components/grid/bulk/BulkEditor';
import { jobLabel } from '../../components/job';
import { TextField } from '../../components/fields';
import { VIDEOX_COLUMNS } from './columns';

const extraSchema = z.object({ store_id: z.string().max(40) });
const isStoreId = (s: string) => s.trim() !== '' && isIdText(s);

export function VideoxStock({ jobId, onJobId }: { jobId: string | null; onJobId(id: string | null): void }) {
  const intl = useIntl();
  const [store, setStore] = useState('');
  const [touched, setTouched] = useState(false);
  // Stable objects: the grid's validator (and its per-row cache) is rebuilt only when the store changes.
  const common = useMemo(() => ({ store_id: store.trim() }), [store]);
  const extra = useMemo(() => ({ store_id: store }), [store]);
  const storeError = (touched || store !== '') && !isStoreId(store) ? intl.formatMessage({ id: 'stock.field.storeInvalid' }) : undefined;
  return (
    <div className="stack">
      <p className="hint">
        <FormattedMessage id="stock.videox.intro" />
      </p>
      <div className="form-grid">
        <TextField
          label={intl.formatMessage({ id: 'stock.field.store' })}
          description={intl.formatMessage({ id: 'stock.field.storeHelp' })}
          value={store}
          onChange={setStore}
          onBlur={() => setTouched(true)}
          error={storeError}
          isRequired
          name="store_id"
        />
      </div>
      <BulkEditor
        name="videox-stock"
        operation="videoxStock"
        columns={VIDEOX_COLUMNS}
        common={common}
        target={store.trim()}
        jobLabel={jobLabel('stock.videox.job', { store })}
        gridLabel={intl.formatMessage({ id: 'stock.videox.grid' })}
        jobId={jobId}
        onJobId={onJobId}
        extra={extra}
        onExtraLoaded={(extra) => {
          const parsed = extraSchema.safeParse(extra);
          if (parsed.success) setStore(parsed.data.store_id);
        }}
        blocked={!isStoreId(store)}
        beforeSend={async () => {
          setTouched(true);
          return isStoreId(store);
        }}
      />
    </div>
  );
}
