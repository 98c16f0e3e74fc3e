// Scheduled syncs (issue 31): rules kept in the data folder (store.ts), when each is due (timing.ts), and the
// scheduler that runs them through the sync core on a clock (scheduler.ts). electron/core/README.md "Scheduled
// syncs" describes them.
export { ScheduleError } from './messages';
export { ScheduleStore, SCHEDULES_FILE } from './store';
export { Scheduler, type ScheduleClock, type ScheduleGate, type SchedulePort } from './scheduler';
