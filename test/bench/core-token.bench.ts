// 100 concurrent calls at token expiry: the token manager makes exactly one refresh call and all 100 calls
// are answered. The sandbox issues 3-second tokens so the expiry comes without touching any clock.
import { startSandbox } from '../../electron/sandbox';
import { coreFor } from './core-bench-kit';
import type { BenchFigure } from './figure';

const CALLS = 100;

export default async function bench(): Promise<BenchFigure[]> {
  const sb = await startSandbox({ seed: 4, tokenTtlSeconds: 3 });
  try {
    const { client, tokens } = coreFor(sb);
    const code = (sb.inspect('shippingLists') as Array<{ shippingListCode: string }>)[0]?.shippingListCode as string;
    await client.call('shippingDetail', { shippingListCode: code });
    // Wait until the token is due (the manager renews a fifth of the lifetime ahead of expiry).
    const expiresAt = tokens.status().expiresAt as number;
    await new Promise((r) => setTimeout(r, Math.max(0, expiresAt - 600 - Date.now()) + 50));
    const before = sb.stats().tokenCalls;
    const answers = await Promise.all(Array.from({ length: CALLS }, () => client.call('shippingDetail', { shippingListCode: code })));
    const after = sb.stats().tokenCalls;
    const refreshes = after.refreshToken - before.refreshToken;
    const newTokens = after.accessToken - before.accessToken;
    const answered = answers.filter((a) => a.ok).length;
    return [
      {
        name: `core: ${CALLS} concurrent calls at token expiry — refresh calls made (${answered}/${CALLS} answered, ${newTokens} new access-token calls)`,
        value: refreshes,
        unit: 'calls',
        goal: 'exactly 1',
        ok: refreshes === 1 && newTokens === 0 && answered === CALLS,
      },
    ];
  } finally {
    await sb.stop();
  }
}
