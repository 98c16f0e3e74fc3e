// The IPC contract: every method the renderer may call with its input and output schema, and every event the
// main process pushes. Both hosts dispatch through it and the renderer's client is typed from it, so the two
// sides cannot drift apart.
import type { z } from 'zod';
import { noInput, okOutput } from './common';
import type { IpcEventName, IpcMethodName } from './names';
import {
  callInput,
  callOutput,
  jobDetail,
  jobExportInput,
  jobExportOutput,
  jobGetInput,
  jobRequestsInput,
  jobRequestsOutput,
  jobIdInput,
  jobListOutput,
  jobProgress,
  jobRetryInput,
  jobRowInput,
  jobRowOverJson,
  ROW_KEYS_UNIQUE,
  jobStartEnvelope,
  jobStartInput,
  jobAbandonOutput,
  jobSummary,
} from './operations';
import {
  profileCreateInput,
  profileIdInput,
  profileListOutput,
  profileUpdateInput,
  profileUpdateOutput,
  profileView,
  secretStatusOutput,
  setSecretInput,
  testConnectionOutput,
} from './profiles';
import {
  appInfoOutput,
  draftListOutput,
  draftLoadInput,
  draftLoadOutput,
  draftInfo,
  draftNameInput,
  draftSaveInput,
  draftSetAsideInput,
  draftSetAsideOutput,
  profileChangedEvent,
  reconcileInput,
  reconcileOutput,
  resumeOutput,
  stopWaitingOutput,
  throttleOutput,
  tokenStatus,
  unfinishedOutput,
} from './status';
import { ledgerChangedEvent, ledgerItem, ledgerLookupEnvelope, ledgerLookupInput, ledgerLookupOutput } from './ledger';
import { setTeamInput, teamIdInput, teamSettingsView, teamStatus, teamTestInput, teamTestOutput } from './team';
import { sandboxDemoOutput, sandboxFaultsOutput, sandboxSamplesOutput, sandboxWritesInput, sandboxWritesOutput, setDemoSizeInput, setSandboxFaultsInput } from './sandbox';
import { aboutOutput, diagnosticsOutput, setUpdatesInput, updatesOutput } from './about';
import { scheduleDryRunOutput, scheduleIdInput, scheduleListOutput, schedulePausedInput, scheduleRuleInput, scheduleRunOutput, scheduleView } from './schedules';

export interface MethodSpec<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  input: I;
  output: O;
  /** Calls that change state; the renderer refreshes its caches after them. */
  mutates: boolean;
  /**
   * An input that carries one long list (a job's rows): `envelope` is `input` with the list checked only as a
   * list, and the main process checks each element against `element` on its own, in slices, so one call never
   * holds its loop for the whole list. The two together accept exactly what `input` accepts. `jsonElement`:
   * `element` for an element the main process's guard has already walked and found to hold only JSON values
   * (it accepts what `element` accepts then, without walking every value again). `uniqueKey`: the elements'
   * field whose values must all differ, with the message `input` gives when they do not; checked in slices
   * (one pass over 100,000 rows was one long task), before any element is parsed.
   */
  list?: { field: string; element: z.ZodType; envelope: z.ZodType; jsonElement?: z.ZodType; uniqueKey?: { field: string; message: string } };
}

const m = <I extends z.ZodType, O extends z.ZodType>(input: I, output: O, mutates: boolean): MethodSpec<I, O> => ({
  input,
  output,
  mutates,
});

export const IPC_METHODS = {
  'app.info': m(noInput, appInfoOutput, false),
  'profiles.list': m(noInput, profileListOutput, false),
  'profiles.create': m(profileCreateInput, profileView, true),
  'profiles.update': m(profileUpdateInput, profileUpdateOutput, true),
  'profiles.delete': m(profileIdInput, okOutput, true),
  'profiles.setSecret': m(setSecretInput, secretStatusOutput, true),
  'profiles.clearSecret': m(profileIdInput, secretStatusOutput, true),
  'profiles.testConnection': m(profileIdInput, testConnectionOutput, true),
  'profiles.switch': m(profileIdInput, profileView, true),
  'profiles.resetSandbox': m(noInput, okOutput, true),
  'operations.call': m(callInput, callOutput, false),
  'jobs.start': { ...m(jobStartInput, jobSummary, true), list: { field: 'rows', element: jobRowInput, envelope: jobStartEnvelope, jsonElement: jobRowOverJson, uniqueKey: { field: 'key', message: ROW_KEYS_UNIQUE } } },
  'jobs.cancel': m(jobIdInput, jobSummary, true),
  'jobs.retryFailed': m(jobRetryInput, jobSummary, true),
  'jobs.abandon': m(jobIdInput, jobAbandonOutput, true),
  'jobs.stopWaiting': m(jobIdInput, stopWaitingOutput, true),
  'jobs.list': m(noInput, jobListOutput, false),
  'jobs.get': m(jobGetInput, jobDetail, false),
  'jobs.requests': m(jobRequestsInput, jobRequestsOutput, false),
  'jobs.export': m(jobExportInput, jobExportOutput, false),
  'ledger.lookup': { ...m(ledgerLookupInput, ledgerLookupOutput, false), list: { field: 'items', element: ledgerItem, envelope: ledgerLookupEnvelope } },
  'journal.unfinished': m(noInput, unfinishedOutput, false),
  'journal.reconcile': m(reconcileInput, reconcileOutput, true),
  'journal.resume': m(jobIdInput, resumeOutput, true),
  'status.throttle': m(noInput, throttleOutput, false),
  'status.token': m(noInput, tokenStatus, false),
  'drafts.save': m(draftSaveInput, draftInfo, true),
  'drafts.load': m(draftLoadInput, draftLoadOutput, false),
  'drafts.list': m(noInput, draftListOutput, false),
  'drafts.delete': m(draftNameInput, okOutput, true),
  'drafts.setAside': m(draftSetAsideInput, draftSetAsideOutput, true),
  'profiles.getTeam': m(teamIdInput, teamSettingsView, false),
  'profiles.setTeam': m(setTeamInput, teamSettingsView, true),
  'team.test': m(teamTestInput, teamTestOutput, false),
  'status.team': m(noInput, teamStatus, false),
  'sandbox.faults': m(noInput, sandboxFaultsOutput, false),
  'sandbox.setFaults': m(setSandboxFaultsInput, sandboxFaultsOutput, true),
  'sandbox.samples': m(noInput, sandboxSamplesOutput, false),
  'sandbox.writes': m(sandboxWritesInput, sandboxWritesOutput, false),
  'sandbox.demo': m(noInput, sandboxDemoOutput, false),
  'sandbox.setDemoSize': m(setDemoSizeInput, sandboxDemoOutput, true),
  'app.about': m(noInput, aboutOutput, false),
  'app.diagnostics': m(noInput, diagnosticsOutput, false),
  'app.updates': m(noInput, updatesOutput, false),
  'app.setUpdates': m(setUpdatesInput, updatesOutput, true),
  'app.installUpdate': m(noInput, updatesOutput, true),
  'schedules.list': m(noInput, scheduleListOutput, false),
  'schedules.save': m(scheduleRuleInput, scheduleView, true),
  'schedules.remove': m(scheduleIdInput, okOutput, true),
  'schedules.runNow': m(scheduleIdInput, scheduleRunOutput, true),
  'schedules.setPaused': m(schedulePausedInput, scheduleView, true),
  'schedules.dryRun': m(scheduleIdInput, scheduleDryRunOutput, false),
} as const satisfies Record<IpcMethodName, MethodSpec>;

export const IPC_EVENTS = {
  'job.progress': jobProgress,
  'job.finished': jobSummary,
  'throttle.changed': throttleOutput,
  'token.changed': tokenStatus,
  'profile.changed': profileChangedEvent,
  'team.changed': teamStatus,
  'ledger.changed': ledgerChangedEvent,
  /** A scheduled sync's run ended (its rule's view, the run recorded): the renderer refreshes and may tell the user. */
  'schedule.runEnded': scheduleView,
} as const satisfies Record<IpcEventName, z.ZodType>;

export type IpcMethods = typeof IPC_METHODS;
/** What the renderer passes (before the main side's parsing). */
export type MethodInput<M extends IpcMethodName> = z.input<IpcMethods[M]['input']>;
/** What a handler receives (after parsing: trimmed, normalised). */
export type MethodParsedInput<M extends IpcMethodName> = z.output<IpcMethods[M]['input']>;
/** What the renderer gets back. */
export type MethodOutput<M extends IpcMethodName> = z.output<IpcMethods[M]['output']>;
/** What a handler may return (validated against the output schema before it leaves). */
export type MethodResult<M extends IpcMethodName> = z.input<IpcMethods[M]['output']>;
export type EventPayload<E extends IpcEventName> = z.output<(typeof IPC_EVENTS)[E]>;

/** The main side's implementation of the contract: one function per method. */
export type IpcHandlers = {
  [M in IpcMethodName]: (input: MethodParsedInput<M>) => Promise<MethodResult<M>>;
};

/** Something that delivers the main side's events to renderers. */
export type IpcEventSink = <E extends IpcEventName>(event: E, payload: EventPayload<E>) => void;
