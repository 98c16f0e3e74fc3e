// The job lifecycle of the write screens (see renderer/README.md, "Job lifecycle").
export { useBulkJob, type BulkJob, type BulkJobOptions } from './useBulkJob';
export { planSend, recordSend, ledgerJobs, sameValues, type SendPlan, type PlanItem, type PlannedItem, type ItemState, type SentLedger, type SentEntry, type JobOutcomes } from './send-plan';
export { bulkJobState, EMPTY_JOB_STATE, jobDraft, toJobDraft, type BulkJobState, type JobDraft } from './job-state';
export { JobPanel } from './JobPanel';
export { JobResults, journalRow, type JobResultsProps, type JournalRows } from './JobResults';
export { ResultsTable, type ResultRow, type ResultState } from './ResultsTable';
export { ItemName, RowReason, infoValue } from './RowReason';
export { isJobLive } from '../../api/job-live';
export { jobLabel, type JobLabel } from './job-label';
