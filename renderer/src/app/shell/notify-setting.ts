// Whether scheduled runs that need a look are told with a system notification: a setting of this computer
// (localStorage, on unless turned off), and the page's notification permission, asked only when the user acts
// on the setting (saves a rule, turns it on), never at start (a browser ignores, and a person resents, a
// question nobody asked for).
import { useSyncExternalStore } from 'react';

const KEY = 'opsdesk.schedules.notifications';
const listeners = new Set<() => void>();

export type NotifyPermission = NotificationPermission | 'unsupported';

export function notificationsOn(): boolean {
  try {
    return localStorage.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setNotificationsOn(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // No storage: the setting lasts as long as the page.
  }
  listeners.forEach((l) => l());
}

export function notifyPermission(): NotifyPermission {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks for the permission when notifications are on and it was never answered; the permission after. */
export async function askNotifyPermission(): Promise<NotifyPermission> {
  const now = notifyPermission();
  if (now !== 'default' || !notificationsOn()) return now;
  const answer = await Notification.requestPermission();
  listeners.forEach((l) => l());
  return answer;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change of the setting.
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const snapshot = () => `${notificationsOn() ? 'on' : 'off'}:${notifyPermission()}`;

/** The setting and the permission, kept current. */
export function useNotifySetting(): { on: boolean; permission: NotifyPermission } {
  useSyncExternalStore(subscribe, snapshot);
  return { on: notificationsOn(), permission: notifyPermission() };
}
