// The updater glue, driven by a stub of electron-updater: what the user sees in each state, and the rule that
// an update is applied only on the user's word and never while a job runs.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { UpdateState } from '../../../shared/ipc';
import { UpdateController, type UpdaterLike } from '../../../electron/hosts/electron/updater';
import { updateChecksOn } from '../../../electron/core/app/data-folder/update-settings';

class StubUpdater extends EventEmitter implements UpdaterLike {
  autoDownload = false;
  autoInstallOnAppQuit = true;
  checks = 0;
  installs = 0;
  checkForUpdates() {
    this.checks += 1;
    this.emit('checking-for-update');
    return Promise.resolve(null);
  }
  quitAndInstall() {
    this.installs += 1;
  }
}

function setup(opts: { hasFeed?: boolean; jobLive?: boolean } = {}) {
  const updater = new StubUpdater();
  let jobLive = opts.jobLive ?? false;
  const states: UpdateState[] = [];
  const timers: Array<() => void> = [];
  const controller = new UpdateController({
    updater,
    hasFeed: opts.hasFeed ?? true,
    jobLive: () => jobLive,
    log: { info: () => undefined, warn: () => undefined },
    onState: (s) => states.push(s),
    now: () => new Date('2026-11-25T10:00:00Z'),
    every: (fn) => {
      timers.push(fn);
      return { cancel: () => timers.splice(timers.indexOf(fn), 1) };
    },
  });
  return { updater, controller, states, timers, setJobLive: (v: boolean) => (jobLive = v) };
}

describe('UpdateController', () => {
  it('never installs on quit behind the user and downloads in the background', () => {
    const { updater } = setup();
    expect(updater.autoInstallOnAppQuit).toBe(false);
    expect(updater.autoDownload).toBe(true);
  });

  it('checks nothing while off, and checks at once and then on its timer when turned on', () => {
    const { updater, controller, timers } = setup();
    expect(controller.state()).toEqual({ kind: 'off' });
    expect(updater.checks).toBe(0);
    controller.setEnabled(true);
    expect(updater.checks).toBe(1);
    expect(controller.state()).toEqual({ kind: 'checking' });
    updater.emit('update-not-available');
    expect(controller.state()).toEqual({ kind: 'idle', checkedAt: '2026-11-25T10:00:00.000Z' });
    timers[0]?.();
    expect(updater.checks).toBe(2);
    controller.setEnabled(false);
    expect(timers).toHaveLength(0);
    expect(controller.state()).toEqual({ kind: 'off' });
  });

  it('says a build without a feed does not update, and never calls the updater', () => {
    const { updater, controller } = setup({ hasFeed: false });
    controller.setEnabled(true);
    expect(controller.state()).toEqual({ kind: 'no-feed' });
    expect(updater.checks).toBe(0);
  });

  it('reports an available and then a downloaded version, and installs on the user word when no job runs', () => {
    const { updater, controller } = setup();
    controller.setEnabled(true);
    updater.emit('update-available', { version: '0.2.0' });
    expect(controller.state()).toEqual({ kind: 'available', version: '0.2.0' });
    updater.emit('update-downloaded', { version: '0.2.0' });
    expect(controller.state()).toEqual({ kind: 'downloaded', version: '0.2.0', waitingForJobs: false });
    expect(updater.installs).toBe(0);
    controller.install();
    expect(updater.installs).toBe(1);
  });

  it('waits while a job runs and installs when the job ends, once', () => {
    const { updater, controller, setJobLive } = setup({ jobLive: true });
    controller.setEnabled(true);
    updater.emit('update-downloaded', { version: '0.2.0' });
    expect(controller.install()).toEqual({ kind: 'downloaded', version: '0.2.0', waitingForJobs: true });
    expect(updater.installs).toBe(0);
    controller.jobsChanged();
    expect(updater.installs).toBe(0);
    setJobLive(false);
    controller.jobsChanged();
    expect(updater.installs).toBe(1);
    controller.jobsChanged();
    expect(updater.installs).toBe(1);
  });

  it('shows an error and does not check again while a downloaded update waits', () => {
    const { updater, controller, timers } = setup();
    controller.setEnabled(true);
    updater.emit('error', new Error('net::ERR_NAME_NOT_RESOLVED'));
    expect(controller.state()).toEqual({ kind: 'error', message: 'net::ERR_NAME_NOT_RESOLVED' });
    updater.emit('update-downloaded', { version: '0.3.0' });
    timers[0]?.();
    expect(updater.checks).toBe(1);
  });
});

describe('updateChecksOn', () => {
  it('is off for a sandbox-only first run, on once a live profile exists, and the user setting wins', () => {
    expect(updateChecksOn(null, ['sandbox'])).toBe(false);
    expect(updateChecksOn(null, ['sandbox', 'live'])).toBe(true);
    expect(updateChecksOn(false, ['sandbox', 'live'])).toBe(false);
    expect(updateChecksOn(true, ['sandbox'])).toBe(true);
  });
});
