// The status bar's word on scheduled syncs: a rule whose last run left failed rows or unknown outcomes (or was
// refused, or stopped) is named until it runs well again, with a link to Settings → Scheduled syncs. The rules
// run in the main process on their own time; their list is read anew when a run ends (api/schedules.ts).
import { Link } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import type { ScheduleOutcome } from '../../../../shared/ipc';
import { useSchedules } from '../../api/schedules';
import { Badge } from '../../components/Badge';

const NEEDS_WORD: ReadonlySet<ScheduleOutcome> = new Set(['failed', 'unknown', 'refused', 'error']);

export function ScheduleAlert() {
  const rules = useSchedules().data?.rules ?? [];
  const troubled = rules.filter((r) => r.lastRun !== null && NEEDS_WORD.has(r.lastRun.outcome));
  const first = troubled[0];
  if (!first?.lastRun) return null;
  return (
    <span className="status-item" data-testid="schedule-alert" data-outcome={first.lastRun.outcome}>
      <Badge tone={first.lastRun.outcome === 'unknown' ? 'warn' : 'bad'}>
        <Link to="/settings" search={{ section: 'schedules' }}>
          <FormattedMessage id={`shell.status.schedule.${first.lastRun.outcome === 'unknown' ? 'unknown' : 'failed'}`} values={{ name: first.rule.name, more: troubled.length - 1 }} />
        </Link>
      </Badge>
    </span>
  );
}
