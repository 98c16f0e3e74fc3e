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

function SampleTable({ samples, copy }: { samples: SandboxSamples; copy: (value: string, ok: boolean) => void }) {
  const values = (list: readonly string[]) => (list.length === 0 ? <FormattedMessage id="common.empty" /> : list.map((v) => <CopyValue key={v} value={v} onCopied={copy} />));
  const byStatus = new Map<string, string[]>();
  for (const l of samples.shippingLists) {
    const key = `${l.status}:${l.picked}`;
    byStatus.set(key, [...(byStatus.get(key) ?? []), l.code]);
  }
  return (
    <table className="table samples" data-testid="sandbox-samples">
      <tbody>
        {[...byStatus.entries()].map(([key, codes]) => {
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
        <Row label={<FormattedMessage id="settings.samples.mergeable" />}>{values(samples.mergeableOrders)}</Row>
        <Row label={<FormattedMessage id="settings.samples.unmergeable" />}>{values(samples.unmergeablePair)}</Row>
        {samples.listings.map((l) => (
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
        <Row label={<FormattedMessage id="settings.samples.videox" />}>
          {samples.videox.map((v) => (
            <span key={`${v.storeId}:${v.mskuId}`}>
              <FormattedMessage id="settings.samples.inStore" values={{ storeId: v.storeId }} /> <CopyValue value={v.mskuId} onCopied={copy} />
            </span>
          ))}
        </Row>
        <Row label={<FormattedMessage id="settings.samples.retailx" />}>{values(samples.retailx.map((v) => v.variantUniqueId))}</Row>
        <Row label={<FormattedMessage id="settings.samples.shipments" />}>
          {samples.shipments.map((s) => (
            <span key={`${s.sid}:${s.shipmentConfirmationId}`} className="sample-pair">
              <CopyValue value={s.sid} onCopied={copy} /> <CopyValue value={s.shipmentConfirmationId} onCopied={copy} />
            </span>
          ))}
        </Row>
        <Row label={<FormattedMessage id="settings.samples.addresses" />}>
          {samples.addresses.map((a) => (
            <span key={`${a.sid}:${a.id}`} className="sample-pair">
              <CopyValue value={a.sid} onCopied={copy} /> <CopyValue value={a.id} onCopied={copy} />
            </span>
          ))}
        </Row>
      </tbody>
    </table>
  );
}

export function SandboxSampleData() {
  const bridge = useBridge();
  const samples = useQuery(ipcQuery(bridge, 'sandbox.samples', {}));
  const [copied, setCopied] = useState<{ value: string; ok: boolean } | null>(null);
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
        <SampleTable samples={samples.data} copy={(value, ok) => setCopied({ value, ok })} />
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
                  {format.number(w.applied)} <span className="small muted">{w.appliedKeys.join(', ')}</span>
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
