// Tells the user of a scheduled run that needs a look with a system notification (schedule-notify.ts decides
// which, once across reloads and tabs): named after the rule, with its counts or why it was refused, in the
// user's language; a click opens the run's job in Activity (a run refused before any job: the rules). It learns
// of runs from the run-end event at once and from the rules' list (api/schedules.ts), the status bar's too.
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { ScheduleView } from '../../../../shared/ipc';
import { useSchedules } from '../../api/schedules';
import { useBridge } from '../../bridge/context';
import { notificationsOn, notifyPermission } from './notify-setting';
import { claimNotices, localSeenStore, webTabLock, type RunNotice } from './schedule-notify';

function textOf(n: RunNotice, intl: IntlShape): { title: string; body: string } {
  const title = intl.formatMessage({ id: `shell.notify.schedule.${n.outcome}` }, { name: n.name });
  const what = n.problem ?? intl.formatMessage({ id: 'shell.notify.schedule.counts' }, { ...n.counts });
  const click = intl.formatMessage({ id: n.jobId ? 'shell.notify.schedule.openJob' : 'shell.notify.schedule.openRules' });
  return { title, body: `${what}\n${click}` };
}

export function ScheduleNotifier() {
  const bridge = useBridge();
  const intl = useIntl();
  const navigate = useNavigate();
  const list = useSchedules();
  // The latest language and router, for runs told after a render.
  const tell = useRef<(views: readonly ScheduleView[], fromEvent: boolean) => void>(() => undefined);
  tell.current = (views, fromEvent) => {
    void claimNotices(views, fromEvent, localSeenStore(), webTabLock()).then((notices) => {
      if (!notificationsOn() || notifyPermission() !== 'granted') return;
      for (const n of notices) {
        const { title, body } = textOf(n, intl);
        const shown = new Notification(title, { body, lang: intl.locale, tag: `opsdesk-schedule-${n.ruleId}-${n.at}` });
        shown.onclick = () => {
          window.focus();
          shown.close();
          void (n.jobId ? navigate({ to: '/activity', search: { job: n.jobId } }) : navigate({ to: '/settings', search: { section: 'schedules' } }));
        };
      }
    });
  };
  useEffect(() => {
    if (list.data) tell.current(list.data.rules, false);
  }, [list.data]);
  useEffect(() => {
    return bridge.on('schedule.runEnded', (view) => tell.current([view], true));
  }, [bridge]);
  return null;
}
