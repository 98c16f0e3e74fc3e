// The job lifecycle of the write screens (see renderer/README.md, "Job lifecycle"): the hook and its views. The
// logic is framework-free in renderer/src/jobs (the send plan, the draft's record) and renderer/src/ledger.
export { useBulkJob, type BulkJob, type BulkJobOptions } from './useBulkJob';
export { planSend, type SendPlan, type PlanItem, type IdentifiedItem, type PlannedItem, type ItemState } from '../../jobs/send-plan';
export { jobRecord, EMPTY_JOB_RECORD, type JobRecord } from '../../jobs/job-record';
export { JobPanel } from './JobPanel';
export { JobResults, journalRow, type JobResultsProps, type JournalRows } from './JobResults';
export { ResultsTable, type ResultRow, type ResultState } from './ResultsTable';
export { ItemName, RowReason, infoValue } from './RowReason';
export { isJobLive } from '../../api/job-live';
export { jobLabel, type JobLabel } from '../../jobs/job-label';
