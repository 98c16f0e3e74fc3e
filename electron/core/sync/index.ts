// The sync core: a file (CSV/TSV/XLSX) → the rows whose values differ from what the ledger says was applied →
// one job through `jobs.start` → a results file. Plain Node; `opsdesk run` (electron/hosts/cli/) and scheduled
// rules build on it. The API is this file's exports; electron/core/README.md "Syncing a file" describes it.
export { answerOf, dispatcherCaller, SyncCallError, type SyncCaller, type SyncMethod } from './caller';
export { SyncError, syncText, type SyncCode } from './messages';
export { readSyncFile, readSyncMapping, syncFields, type ReadSyncOptions, type SyncSource, type SyncSourceRow } from './read';
export { heldText, planSync, type SyncHeld, type SyncPlan, type SyncPlanRow } from './plan';
export { startSync, syncOutcome, waitForSync, writeSyncResults, type ResultFiles, type SyncOutcome, type WaitOptions } from './run';
