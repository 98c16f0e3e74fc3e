// The sandbox's own work on a 200-row videox stock request (parse → gateway and sign check → back office →
// serialise), as the sandbox measures it from the request's arrival to its answer ready. It is what `--latency`
// must cover: the answer of a call leaves L ms after arrival, so the work has to fit well inside L.
import { Agent, request } from 'node:http';
import { buildSignedQuery, unixSeconds } from '../../electron/core/signing';
import { startSandbox } from '../../electron/sandbox';
import { getOperation, validateRequest } from '../../shared/catalogue';
import { canonicalJson } from '../../shared/json/lossless';
import type { BenchFigure } from './figure';

const ROWS = 200;
const WARM_UP = 200;
const MEASURED = 1000;
const GOAL_MS = 2;

function post(agent: Agent, url: string, body: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
      res.resume();
      res.on('end', () => resolve());
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export default async function sandboxProcessing(): Promise<BenchFigure[]> {
  // The apply delay of the CLI default (2 s): accepted changes pile up as they would in a long job.
  const sandbox = await startSandbox({ seed: 9, listings: 2 * ROWS, latencyMs: 0, capacityOverride: 1000 });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const { appId, appSecret } = sandbox.credentials;
    const form = new FormData();
    form.append('appId', appId);
    form.append('appSecret', appSecret);
    const answer = (await (await fetch(sandbox.baseUrl + getOperation('accessToken').path, { method: 'POST', body: form })).json()) as { data: { access_token: string } };
    const accessToken = answer.data.access_token;
    const listings = sandbox.inspect('videox') as Array<{ storeId: string; mskuId: string }>;
    const storeId = listings[0]?.storeId as string;
    const rows = listings.filter((l) => l.storeId === storeId).slice(0, ROWS);
    if (rows.length < ROWS) throw new Error(`the generated store has only ${rows.length} listings`);
    const url = sandbox.baseUrl + getOperation('videoxStock').path;
    const send = async (i: number) => {
      const body = validateRequest('videoxStock', { store_id: storeId, queue_list: rows.map((l, n) => ({ msku_id: l.mskuId, quantity: (i + n) % 500 })) }) as Record<string, unknown>;
      const query = buildSignedQuery({ appId, accessToken, timestamp: unixSeconds(), body });
      await post(agent, `${url}?${query}`, canonicalJson(body));
    };
    for (let i = 0; i < WARM_UP; i++) await send(i);
    sandbox.reset(9);
    for (let i = 0; i < MEASURED; i++) await send(i);
    const figures = sandbox.stats().processing.videoxStock;
    if (figures === undefined || figures.count !== MEASURED) throw new Error(`the sandbox measured ${figures?.count ?? 0} of ${MEASURED} requests`);
    return [
      {
        name: `sandbox processing of a ${ROWS}-row videox request, median of ${MEASURED} (arrival → answer ready; p95 ${figures.p95Ms.toFixed(2)} ms, max ${figures.maxMs.toFixed(1)} ms)`,
        value: Number(figures.p50Ms.toFixed(3)),
        unit: 'ms',
        goal: `≤ ${GOAL_MS} ms`,
        ok: figures.p50Ms <= GOAL_MS,
      },
    ];
  } finally {
    agent.destroy();
    await sandbox.stop();
  }
}
