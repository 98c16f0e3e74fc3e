// Settings → Sandbox: demo records a newcomer can paste into a screen, read from the running sandbox's state
// (never a list kept here), each with a copy button; and the sandbox's log of applied writes, newest first.
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isOperationId } from '../../../../../shared/catalogue';
import type { SandboxSamples } from '../../../../../shared/ipc';
import { ipcQuery } from '../../../api/queries';
import { useBridge } from '../../../bridge/context';
import { Button } from '../../../components/Button';
import { ErrorNotice } from '../../../components/ErrorNotice';
import { TextField } from '../../../components/fields';
import { useOperationTitle } from '../../../i18n/operation-title';
import type { MessageId } from '../../../i18n/catalogue';
import { useFormat } from '../../../i18n/format';

function CopyValue({ value, onCopied }: { value: string; onCopied: (value: string, ok: boolean) => void }) {
  const intl = useIntl();
  return (
    <span className="sample">
      <code>{value}</code>{' '}
      <Button
        variant="quiet"
        aria-label={intl.formatMessage({ id: 'settings.samples.copy' }, { value })}
        onPress={() =>
          void navigator.clipboard.writeText(value).then(
            () => onCopied(value, true),
            () => onCopied(value, false),
          )
        }
      >
        <FormattedMessage id="settings.samples.copyShort" />
      </Button>
    </span>
  );
}

function Row({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{children}</td>
    </tr>
  );
}

const STATUS: Record<number, MessageId> = { 0: 'settings.samples.status0', 1: 'settings.samples.status1', 2: 'settings.samples.status2', 3: 'settings.samples.status3' };

/** Values shown before "Show all": a row stays one or two lines however many the sandbox offers. */
const SHOWN = 6;

/** One group of values, filtered by the search text and folded after SHOWN. */
function Values({ list, query, copy }: { list: readonly string[]; query: string; copy: (value: string, ok: boolean) => void }) {
  const [all, setAll] = useState(false);
  const matching = query === '' ? list : list.filter((v) => v.toLowerCase().includes(query));
  if (matching.length === 0) return <FormattedMessage id="common.empty" />;
  const shown = all ? matching : matching.slice(0, SHOWN);
  return (
    <>
      {shown.map((v) => (
        <CopyValue key={v} value={v} onCopied={copy} />
      ))}
      {matching.length > SHOWN ? (
        <Button variant="quiet" onPress={() => setAll(!all)}>
          {all ? <FormattedMessage id="settings.samples.showFewer" /> : <FormattedMessage id="settings.samples.showAll" values={{ count: matching.length }} />}
        </Button>
      ) : null}
    </>
  );
}

/** Values grouped by the store they belong to ("store 123: …"), the store id copyable too. */
function ByStore({ rows, query, copy }: { rows: ReadonlyArray<{ storeId: string; value: string }>; query: string; copy: (value: string, ok: boolean) => void }) {
  const stores = new Map<string, string[]>();
  for (const r of rows) stores.set(r.storeId, [...(stores.get(r.storeId) ?? []), r.value]);
  return (
    <>
      {[...stores.entries()].filter(([, values]) => query === '' || values.some((v) => v.toLowerCase().includes(query))).map(([storeId, values]) => (
        <div key={storeId} className="sample-pair">
          <FormattedMessage id="settings.samples.inStore" values={{ storeId: <CopyValue value={storeId} onCopied={copy} /> }} /> <Values list={values} query={query} copy={copy} />
        </div>
      ))}
    </>
  );
}

function SampleTable({ samples, query, copy }: { samples: SandboxSamples; query: string; copy: (value: string, ok: boolean) => void }) {
  const values = (list: readonly string[]) => <Values list={list} query={query} copy={copy} />;
  // While searching, a row none of whose values match is left out.
  const has = (...lists: ReadonlyArray<readonly string[]>) => query === '' || lists.some((l) => l.some((v) => v.toLowerCase().includes(query)));
  const byStatus = new Map<string, string[]>();
  for (const l of samples.shippingLists) {
    const key = `${l.status}:${l.picked}`;
    byStatus.set(key, [...(byStatus.get(key) ?? []), l.code]);
  }
  const videox = samples.videox.map((v) => ({ storeId: v.storeId, value: v.mskuId }));
  const retailx = samples.retailx.map((v) => ({ storeId: v.storeId, value: v.variantUniqueId }));
  const shipments = samples.shipments.map((x) => ({ storeId: x.sid, value: x.shipmentConfirmationId }));
  const addresses = samples.addresses.map((a) => ({ storeId: a.sid, value: a.id }));
  const valuesOf = (rows: ReadonlyArray<{ value: string }>) => rows.map((r) => r.value);
  return (
    <table className="table samples" data-testid="sandbox-samples">
      <tbody>
        {[...byStatus.entries()].filter(([, codes]) => has(codes)).map(([key, codes]) => {
          const [status, picked] = key.split(':');
          return (
            <Row
              key={key}
              label={
                <FormattedMessage
                  id="settings.samples.shippingLists"
                  values={{ status: <FormattedMessage id={STATUS[Number(status)] ?? 'settings.samples.statusOther'} values={{ status }} />, picked: <FormattedMessage id={picked === 'true' ? 'settings.samples.yes' : 'settings.samples.no'} /> }}
                />
              }
            >
              {values(codes)}
            </Row>
          );
        })}
        {has(samples.mergeableOrders) ? <Row label={<FormattedMessage id="settings.samples.mergeable" />}>{values(samples.mergeableOrders)}</Row> : null}
        {has(samples.unmergeablePair) ? <Row label={<FormattedMessage id="settings.samples.unmergeable" />}>{values(samples.unmergeablePair)}</Row> : null}
        {samples.listings.filter((l) => has(l.paired, l.unpaired)).map((l) => (
          <Row key={l.storeId} label={<FormattedMessage id="settings.samples.listings" values={{ store: l.storeName, storeId: l.storeId, platform: l.platformCode }} />}>
            <span className="small muted">
              <FormattedMessage id="settings.samples.paired" />
            </span>{' '}
            {values(l.paired)}{' '}
            <span className="small muted">
              <FormattedMessage id="settings.samples.unpaired" />
            </span>{' '}
            {values(l.unpaired)}
          </Row>
        ))}
        {has(valuesOf(videox)) ? <Row label={<FormattedMessage id="settings.samples.videox" />}><ByStore rows={videox} query={query} copy={copy} /></Row> : null}
        {has(valuesOf(retailx)) ? <Row label={<FormattedMessage id="settings.samples.retailx" />}><ByStore rows={retailx} query={query} copy={copy} /></Row> : null}
        {has(valuesOf(shipments)) ? <Row label={<FormattedMessage id="settings.samples.shipments" />}><ByStore rows={shipments} query={query} copy={copy} /></Row> : null}
        {has(valuesOf(addresses)) ? <Row label={<FormattedMessage id="settings.samples.addresses" />}><ByStore rows={addresses} query={query} copy={copy} /></Row> : null}
      </tbody>
    </table>
  );
}

export function SandboxSampleData() {
  const bridge = useBridge();
  const samples = useQuery(ipcQuery(bridge, 'sandbox.samples', {}));
  const intl = useIntl();
  const [copied, setCopied] = useState<{ value: string; ok: boolean } | null>(null);
  const [search, setSearch] = useState('');
  return (
    <section aria-labelledby="samples-heading">
      <h3 id="samples-heading">
        <FormattedMessage id="settings.samples.title" />
      </h3>
      <p className="hint">
        <FormattedMessage id="settings.samples.intro" />
      </p>
      <ErrorNotice error={samples.error} />
      {samples.isPending ? (
        <p role="status">
          <FormattedMessage id="settings.samples.loading" />
        </p>
      ) : samples.data ? (
        <>
          <div className="form-grid">
            <TextField label={intl.formatMessage({ id: 'settings.samples.search' })} description={intl.formatMessage({ id: 'settings.samples.searchHint' })} value={search} onChange={setSearch} spellCheck={false} />
          </div>
          <SampleTable samples={samples.data} query={search.trim().toLowerCase()} copy={(value, ok) => setCopied({ value, ok })} />
        </>
      ) : null}
      <p role="status" className="small" data-testid="samples-copied">
        {copied ? <FormattedMessage id={copied.ok ? 'settings.samples.copied' : 'settings.samples.copyFailed'} values={{ value: copied.value }} /> : null}
      </p>
    </section>
  );
}

const PAGE = 20;

export function SandboxWriteLog() {
  const bridge = useBridge();
  const title = useOperationTitle();
  const format = useFormat();
  const [offset, setOffset] = useState(0);
  const log = useQuery(ipcQuery(bridge, 'sandbox.writes', { offset, limit: PAGE }));
  const total = log.data?.total ?? 0;
  return (
    <section aria-labelledby="writes-heading">
      <h3 id="writes-heading">
        <FormattedMessage id="settings.writes.title" />
      </h3>
      <p className="hint">
        <FormattedMessage id="settings.writes.intro" />
      </p>
      <ErrorNotice error={log.error} />
      {log.data && log.data.writes.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="settings.writes.empty" />
        </p>
      ) : log.data ? (
        <table className="table" data-testid="sandbox-writes">
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">
                <FormattedMessage id="settings.writes.at" />
              </th>
              <th scope="col">
                <FormattedMessage id="settings.writes.operation" />
              </th>
              <th scope="col">
                <FormattedMessage id="settings.writes.applied" />
              </th>
              <th scope="col">
                <FormattedMessage id="settings.writes.rejected" />
              </th>
            </tr>
          </thead>
          <tbody>
            {log.data.writes.map((w) => (
              <tr key={w.seq} data-seq={w.seq}>
                <td>{w.seq}</td>
                <td>{format.dateTime(w.at)}</td>
                <td>
                  {isOperationId(w.operation) ? title(w.operation) : w.operation}
                  {w.answerDropped ? (
                    <span className="small muted">
                      {' · '}
                      <FormattedMessage id="settings.writes.dropped" />
                    </span>
                  ) : null}
                </td>
                <td>
                  {format.number(w.applied)} <span className="small muted">{format.items(w.appliedKeys.map(String))}</span>
                </td>
                <td>
                  {w.rejected.map((r) => (
                    <div key={r.key} className="small">
                      <code>{r.key}</code> <span lang="zh-CN">{r.reason}</span>
                    </div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <div className="form-actions">
        <Button isDisabled={offset === 0} onPress={() => setOffset(Math.max(0, offset - PAGE))}>
          <FormattedMessage id="settings.writes.newer" />
        </Button>
        <span role="status">
          <FormattedMessage id="settings.writes.range" values={{ from: total === 0 ? 0 : offset + 1, to: Math.min(total, offset + PAGE), total }} />
        </span>
        <Button isDisabled={offset + PAGE >= total} onPress={() => setOffset(offset + PAGE)}>
          <FormattedMessage id="settings.writes.older" />
        </Button>
        <Button variant="quiet" onPress={() => void log.refetch()}>
          <FormattedMessage id="settings.writes.refresh" />
        </Button>
      </div>
    </section>
  );
}
