// The sync core: a file (CSV/TSV/XLSX) → the rows whose values differ from what the ledger says was applied →
// one job through `jobs.start` → a results file. Plain Node; `opsdesk run` (electron/hosts/cli/) and scheduled
// rules build on it. The API is this file's exports; electron/core/README.md "Syncing a file" describes it.
// (Further exports of its modules, e.g. the types of a plan's rows, are exported here as a caller needs them.)
export { answerOf, HANDED_RUN_METHODS, SyncCallError, type SyncCaller } from './caller';
export { SyncError } from './messages';
export { readSyncFile, readSyncMapping } from './read';
export { heldText, planSync, type SyncPlan } from './plan';
export { startSync, syncOutcome, waitForSync, writeSyncResults } from './run';
