// Token and throttle status of the active profile, live from the main process's events.
import { Badge, ErrorLine, formatTime, Panel } from '../components/ui';
import { useThrottle, useTokenStatus } from '../queries';

const TOKEN_TONE = { valid: 'ok', renewing: 'info', none: 'muted', failed: 'bad' } as const;

export function StatusScreen() {
  const token = useTokenStatus();
  const throttle = useThrottle();
  const t = token.data;
  return (
    <>
      <h1>Connection</h1>
      <Panel title="Access token">
        <ErrorLine error={token.error} />
        {t ? (
          <dl className="facts" aria-label="Token status">
            <dt>State</dt>
            <dd>
              <Badge tone={TOKEN_TONE[t.state]}>{t.state}</Badge>
            </dd>
            <dt>Expires</dt>
            <dd>{formatTime(t.expiresAt)}</dd>
            <dt>Last renewed</dt>
            <dd>
              {formatTime(t.renewedAt)}
              {t.renewedVia ? ` (via ${t.renewedVia})` : ''}
            </dd>
            <dt>Token calls</dt>
            <dd>
              {t.calls.accessToken} access-token, {t.calls.refresh} refresh
            </dd>
            {t.lastError ? (
              <>
                <dt>Last error</dt>
                <dd className="bad-text">
                  {t.lastError.code}: {t.lastError.message}
                </dd>
              </>
            ) : null}
          </dl>
        ) : null}
        <p className="hint">The token itself never leaves the main process; this screen shows only its state.</p>
      </Panel>
      <Panel title="Throttle per endpoint">
        <ErrorLine error={throttle.error} />
        {throttle.data && throttle.data.figures.length === 0 ? (
          <p className="hint">No calls yet in this session: each endpoint appears here once it is used.</p>
        ) : (
          <div className="table-scroll">
            <table className="grid compact" aria-label="Throttle">
              <thead>
                <tr>
                  <th>Operation</th>
                  <th className="num" title="The vendor's bucket capacity">Capacity</th>
                  <th className="num" title="Lowered while another client shares the appId">Effective</th>
                  <th className="num">In flight</th>
                  <th className="num">Queued</th>
                  <th className="num">Waiting</th>
                  <th className="num" title="3001008 / 103 answers">Rejected</th>
                  <th className="num">OK</th>
                  <th className="num">Back-off</th>
                  <th className="num">RTT</th>
                </tr>
              </thead>
              <tbody>
                {(throttle.data?.figures ?? []).map((f) => (
                  <tr key={f.path}>
                    <td>
                      <div className="op-title">{f.operation ?? '—'}</div>
                      <code>{f.path}</code>
                    </td>
                    <td className="num">{f.capacity}</td>
                    <td className="num">{f.effectiveCapacity}</td>
                    <td className="num">{f.inFlight}</td>
                    <td className="num">{f.queued}</td>
                    <td className="num">{f.backingOff}</td>
                    <td className="num">{f.rejections}</td>
                    <td className="num">{f.successes}</td>
                    <td className="num">{f.backoffMs} ms</td>
                    <td className="num">{f.latencyMs === null ? '—' : `${f.latencyMs} ms`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
    </>
  );
}
