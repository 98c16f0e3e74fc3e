// The sandbox must never be the bottleneck of the client benchmarks: signed requests per second it serves on
// loopback with zero added latency and every bucket lifted (goal ≥ 5,000 req/s on the 2-core machine). It runs
// in its own process, as in the core benchmarks, so the load generator's signing and HTTP client do not share
// its event loop.
import { Agent, request } from 'node:http';
import { buildSignedQuery, unixSeconds } from '../../electron/core/signing';
import { getOperation } from '../../shared/catalogue';
import { canonicalJson, parseJson } from '../../shared/json/lossless';
import { startRemoteSandbox } from './core-remote-sandbox';
import type { BenchFigure } from './figure';

const CONCURRENCY = 16;
const WARM_UP_MS = 500;
const MEASURE_MS = 3000;
const GOAL = 5000;

function post(agent: Agent, url: string, body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export default async function sandboxThroughput(): Promise<BenchFigure[]> {
  const sandbox = await startRemoteSandbox(['--seed', '42', '--latency', '0', '--capacity', '100000']);
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  try {
    const { appId, appSecret } = sandbox.credentials;
    const form = new FormData();
    form.append('appId', appId);
    form.append('appSecret', appSecret);
    const tokenAnswer = (await (await fetch(sandbox.baseUrl + getOperation('accessToken').path, { method: 'POST', body: form })).json()) as {
      data: { access_token: string };
    };
    const accessToken = tokenAnswer.data.access_token;
    // A cheap write: one shipment renamed per request, so the applied-write log is exercised too.
    const shipment = (await sandbox.state<{ sid: string; shipmentConfirmationId: string }>('shipments'))[0];
    if (shipment === undefined) throw new Error('the generated back office has no shipments');
    const path = getOperation('renameShipments').path;

    let counting = false;
    let ok = 0;
    let failed = 0;
    let stop = false;
    const worker = async (w: number) => {
      for (let i = 0; !stop; i++) {
        const body = { inboundShipmentNameReqList: [{ sid: shipment.sid, shipmentConfirmationId: shipment.shipmentConfirmationId, shipmentName: `bench ${w}-${i}` }] };
        const query = buildSignedQuery({ appId, accessToken, timestamp: unixSeconds(), body });
        const answer = parseJson(await post(agent, `${sandbox.baseUrl}${path}?${query}`, canonicalJson(body))) as { code: unknown };
        if (counting) {
          if (answer.code === 0) ok += 1;
          else failed += 1;
        }
      }
    };
    const workers = Array.from({ length: CONCURRENCY }, (_, w) => worker(w));
    await new Promise((r) => setTimeout(r, WARM_UP_MS));
    counting = true;
    const started = performance.now();
    await new Promise((r) => setTimeout(r, MEASURE_MS));
    counting = false;
    const elapsed = performance.now() - started;
    stop = true;
    await Promise.all(workers);
    const perSecond = Math.round((ok / elapsed) * 1000);
    if (failed > 0) process.stdout.write(`  (${failed} answers were not code 0)\n`);
    return [
      {
        name: 'sandbox throughput: signed writes/s on loopback (zero latency, capacity lifted, 16 keep-alive connections)',
        value: perSecond,
        unit: 'req/s',
        goal: `>= ${GOAL} req/s`,
        ok: perSecond >= GOAL && failed === 0,
      },
    ];
  } finally {
    agent.destroy();
    await sandbox.stop();
  }
}
