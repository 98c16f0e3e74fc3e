// The status bar: token state, each path's throttle (in flight, queued, backing off) with a live chart, and
// the progress of running jobs.
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MethodOutput } from '../../../../shared/ipc';
import { useJobs, useTeamStatus, useThrottle, useTokenStatus } from '../../api/queries';
import { isJobLive } from '../../api/job-live';
import { recordThrottleSample, totals, useThrottleHistory } from '../../api/throttle-history';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { JobProgressBar } from '../../components/ProgressBar';
import { Sparkline } from '../../components/Sparkline';
import { useFormat } from '../../i18n/format';
import { useOperationTitle } from '../../i18n/operation-title';
import { messageIdForCode } from '../../i18n/describe-error';
import { NoWordSince, useNoWordSince } from '../../components/NoWordSince';
import { ScheduleAlert } from './ScheduleAlert';

const TOKEN_TONE = { valid: 'ok', renewing: 'info', none: 'muted', failed: 'bad' } as const;
type Figures = MethodOutput<'status.throttle'>['figures'];

function TokenState() {
  const token = useTokenStatus().data;
  const format = useFormat();
  if (!token) return null;
  return (
    <span className="status-item" data-testid="token-state" data-state={token.state}>
      <FormattedMessage id="shell.status.token" />
      <Badge tone={TOKEN_TONE[token.state]}>
        <FormattedMessage id={`shell.status.token.${token.state}`} />
      </Badge>
      {token.state === 'valid' && token.expiresAt ? (
        <span className="muted">
          <FormattedMessage id="shell.status.tokenExpires" values={{ time: format.time(token.expiresAt) }} />
        </span>
      ) : null}
    </span>
  );
}

/** One sample a second even when no event arrives, so the chart keeps moving. */
function useSampling(figures: Figures | undefined) {
  const qc = useQueryClient();
  useEffect(() => {
    const id = setInterval(() => recordThrottleSample(qc, figures ?? []), 1000);
    return () => clearInterval(id);
  }, [qc, figures]);
}

/** A path's name as staff know it: the operation's title in their language, the raw path only when no operation owns it. */
function usePathName(): (f: Figures[number]) => string {
  const title = useOperationTitle();
  return (f) => (f.operation ? title(f.operation) : f.path);
}

function ThrottleTable({ figures }: { figures: Figures }) {
  const intl = useIntl();
  const name = usePathName();
  return (
    <table className="table" aria-label={intl.formatMessage({ id: 'shell.status.throttle' })}>
      <tbody>
        {figures.map((f) => (
          <tr key={f.path} data-operation={f.operation ?? undefined}>
            <td>
              <FormattedMessage
                id="shell.status.pathFigures"
                values={{ operation: <span title={f.path}>{name(f)}</span>, inFlight: f.inFlight, queued: f.queued, backingOff: f.backingOff }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Shown only while the journal's durable writes are slow: every request waits for one before it is sent. */
function DiskSlow({ disk }: { disk: MethodOutput<'status.throttle'>['disk'] }) {
  const intl = useIntl();
  if (!disk?.slow || disk.p50Ms === null) return null;
  const hint = intl.formatMessage({ id: 'shell.status.diskSlowHint' });
  return (
    <span data-testid="disk-slow" title={hint} aria-description={hint}>
      <Badge tone="warn">
        <FormattedMessage id="shell.status.diskSlow" values={{ ms: disk.p50Ms }} />
      </Badge>
    </span>
  );
}

/** The vendor found no one to answer its calls: said with since when, in place of "idle". */
function VendorDown({ vendor }: { vendor: MethodOutput<'status.throttle'>['vendor'] }) {
  const intl = useIntl();
  const f = useFormat();
  if (!vendor || vendor.answering || vendor.since === null) return null;
  const reason = messageIdForCode(vendor.code ?? '');
  const hint = intl.formatMessage({ id: 'shell.vendor.downHint' }, { reason: intl.formatMessage({ id: reason.messageId }, reason.values) });
  return (
    <span data-testid="vendor-down" data-code={vendor.code ?? undefined} title={hint} aria-description={hint}>
      <Badge tone="bad">
        <FormattedMessage id="shell.vendor.down" values={{ time: f.time(vendor.since) }} />
      </Badge>
    </span>
  );
}

function Throttle() {
  const intl = useIntl();
  const throttle = useThrottle().data;
  const figures = throttle?.figures;
  useSampling(figures);
  const history = useThrottleHistory();
  const name = usePathName();
  const now = totals(figures ?? []);
  const busy = (figures ?? []).filter((f) => f.inFlight + f.queued + f.backingOff > 0);
  return (
    <span className="status-item gives-way" data-testid="throttle">
      <FormattedMessage id="shell.status.throttle" />
      <Sparkline
        label={intl.formatMessage({ id: 'shell.status.chart' }, now)}
        series={[
          { className: 'line-inflight', values: history.map((s) => s.inFlight) },
          { className: 'line-queued', values: history.map((s) => s.queued) },
          { className: 'line-backoff', values: history.map((s) => s.backingOff) },
        ]}
      />
      <VendorDown vendor={throttle?.vendor} />
      {throttle?.vendor?.answering === false ? null : busy.length === 0 ? (
        <span className="muted">
          <FormattedMessage id="shell.status.idle" />
        </span>
      ) : (
        busy.slice(0, 2).map((f) => {
          const figuresText = intl.formatMessage({ id: 'shell.status.pathFigures' }, { operation: name(f), inFlight: f.inFlight, queued: f.queued, backingOff: f.backingOff });
          return (
            <span key={f.path} className="throttle-path" title={figuresText}>
              {figuresText}
            </span>
          );
        })
      )}
      <DiskSlow disk={throttle?.disk} />
      {(figures ?? []).length > 0 ? (
        <DialogTrigger>
          <Button variant="quiet" aria-label={intl.formatMessage({ id: 'shell.status.throttle' })}>
            ⋯
          </Button>
          <Popover className="popover" placement="top end">
            <Dialog className="dialog" aria-label={intl.formatMessage({ id: 'shell.status.throttle' })}>
              <ThrottleTable figures={figures ?? []} />
            </Dialog>
          </Popover>
        </DialogTrigger>
      ) : null}
    </span>
  );
}

/** Team mode only: how many desktops share this appId (and who holds each path), that the team server is away, or that this desktop is in a team whose server is not set. */
function Team() {
  const intl = useIntl();
  const f = useFormat();
  const team = useTeamStatus().data;
  const title = useOperationTitle();
  if (!team || team.mode === 'local') return null;
  const warning = team.warning ? intl.formatMessage({ id: `errors.team.${team.warning.code}` }, team.warning.values) : undefined;
  // Who holds each path now (the README's "which desktop's job holds each path"): one entry per path.
  const byPath = new Map<string, { name: string; names: string[] }>();
  for (const h of team.holders) {
    const entry = byPath.get(h.path) ?? { name: h.operation ? title(h.operation) : h.path, names: [] };
    const who = h.mine ? intl.formatMessage({ id: 'shell.status.team.mine' }, { name: h.desktopName }) : h.desktopName;
    if (!entry.names.includes(who)) entry.names.push(who);
    byPath.set(h.path, entry);
  }
  return (
    <span className="status-item gives-way" data-testid="team-state" data-mode={team.mode} data-problem={team.warning?.code} title={warning} aria-description={warning}>
      {team.mode === 'team' ? (
        <Badge tone="info">
          <FormattedMessage id="shell.status.team.team" values={{ desktops: team.desktops }} />
        </Badge>
      ) : team.mode === 'missing' ? (
        <Badge tone="bad">
          <FormattedMessage id="shell.status.team.missing" />
        </Badge>
      ) : (
        <Badge tone="warn">
          <FormattedMessage id="shell.status.team.fallback" />
        </Badge>
      )}
      {[...byPath.entries()].map(([path, h]) => {
        const holderText = intl.formatMessage({ id: 'shell.status.team.holder' }, { operation: h.name, names: f.items(h.names) });
        return (
          <span key={path} className="throttle-path" data-testid="team-holder" data-path={path} title={holderText}>
            {holderText}
          </span>
        );
      })}
    </span>
  );
}

function RunningJobs() {
  const intl = useIntl();
  const jobs = (useJobs().data?.jobs ?? []).filter(isJobLive);
  const sum = jobs.reduce(
    (t, j) => ({ total: t.total + j.total, pending: t.pending + j.pending, succeeded: t.succeeded + j.succeeded, failed: t.failed + j.failed, unknown: t.unknown + j.unknown, invalid: t.invalid + j.invalid }),
    { total: 0, pending: 0, succeeded: 0, failed: 0, unknown: 0, invalid: 0 },
  );
  const label = intl.formatMessage({ id: 'shell.status.jobs' }, { count: jobs.length });
  const noWordSince = useNoWordSince();
  return (
    <span className="status-item jobs-progress" data-testid="running-jobs" data-count={jobs.length}>
      {jobs.length === 0 ? (
        <span className="muted">{label}</span>
      ) : (
        <>
          <Link to="/activity" search={jobs.length === 1 && jobs[0] ? { job: jobs[0].jobId } : {}}>
            {label}
          </Link>
          {noWordSince !== null ? (
            // The host is away: the counts are the last it told, and nothing is known of the job since.
            <Badge tone="warn">
              <NoWordSince time={noWordSince} />
            </Badge>
          ) : (
            <>
              <JobProgressBar counts={sum} label={label} />
              <span>
                <FormattedMessage id="shell.status.jobsProgress" values={{ done: sum.total - sum.pending, total: sum.total }} />
              </span>
            </>
          )}
        </>
      )}
    </span>
  );
}

export function StatusBar() {
  const intl = useIntl();
  return (
    <footer className="statusbar" aria-label={intl.formatMessage({ id: 'shell.status.label' })}>
      <TokenState />
      <Throttle />
      <Team />
      <span className="spacer" />
      <ScheduleAlert />
      <RunningJobs />
    </footer>
  );
}
