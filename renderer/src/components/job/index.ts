// The job lifecycle of the write screens (see renderer/README.md, "Job lifecycle"): the hook and its views. The
// logic is framework-free in renderer/src/jobs (the send plan, the draft's record) and renderer/src/ledger.
export { useBulkJob } from './useBulkJob';
export { planSend, type SendPlan, type PlanItem, type IdentifiedItem, type PlannedItem } from '../../jobs/send-plan';
export { jobRecord } from '../../jobs/job-record';
export { JobPanel } from './JobPanel';
export { JobResults } from './JobResults';
export { ItemName } from './RowReason';
export { jobLabel } from '../../jobs/job-label';
