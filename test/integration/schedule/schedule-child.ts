// The host the scheduled-sync kill test kills: the browser host's composition on a data folder the test prepared
// (a live profile, the last one open; a rule), its secret from the environment. It runs the rule through the
// dispatcher's "Run now", as the Settings screen does, prints `started <jobId>` and keeps sending until SIGKILLed.
// Its scheduler's clock never moves: nothing but that one run is sent.
import { z } from 'zod';
import { createWebApp } from '../../../electron/hosts/web/web-app';
import { scheduleRunOutput } from '../../../shared/ipc/schedules';
import { ManualClock } from '../team/manual-clock';

const [dataDir, ruleId] = z.tuple([z.string().min(1), z.string().min(1)]).parse(process.argv.slice(2));

const app = await createWebApp({ dataDir, version: '0.0.0-test', startSandbox: null, env: process.env, scheduleClock: new ManualClock() });
const answer = await app.dispatcher.dispatch('schedules.runNow', { id: ruleId });
if (!answer.ok) throw new Error(`schedules.runNow: ${answer.error.code} ${answer.error.message}`);
const { started, view } = scheduleRunOutput.parse(answer.result);
if (!started || !view.lastRun?.jobId) throw new Error(`the rule did not start: ${JSON.stringify(view)}`);
process.stdout.write(`started ${view.lastRun.jobId}\n`);
