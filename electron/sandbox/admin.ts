// The admin API under /__sandbox/ (issue item 8): loopback only and only when enabled (server.ts checks both).
// Answers are plain JSON (not vendor envelopes): {ok:true,...} or HTTP 4xx with {error, issues?}.
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { parseJson } from '../../shared/json/lossless';
import type { SandboxCore } from './core';
import { faultListSchema, parseFaultSpec } from './fault-spec';
import { sendJson } from './http-io';
import { AppRegistrationError } from './token-store';

export interface AdminRequest {
  method: string;
  /** Path below /__sandbox, e.g. "/faults". */
  path: string;
  query: URLSearchParams;
  body: Buffer;
}

const seedBody = z.strictObject({ seed: z.number().int().min(0).max(2 ** 32 - 1).optional() });
const faultsBody = z.strictObject({ faults: faultListSchema.optional(), spec: z.string().max(4000).optional(), append: z.boolean().optional() });
const clockBody = z.union([
  z.strictObject({ skewSeconds: z.number().finite() }),
  z.strictObject({ nowSeconds: z.number().int().min(0) }),
]);
const expireBody = z.strictObject({ refresh: z.boolean().optional() });
const bucketsBody = z.strictObject({ capacityOverride: z.number().int().min(1).max(100_000).nullable() });
const appBody = z.strictObject({
  appId: z.string().refine((s) => Buffer.byteLength(s, 'utf8') === 16, { error: 'must be 16 bytes (the AES-128 key of the sign)' }),
  appSecret: z.string().min(1).max(256),
  accessToken: z.string().min(1).max(256).optional(),
});
const settingsBody = z.strictObject({
  latencyMs: z.number().int().min(0).max(600_000).optional(),
  jitterMs: z.number().int().min(0).max(600_000).optional(),
  supersedeTokens: z.boolean().optional(),
  verbose: z.boolean().optional(),
});

class AdminError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: unknown,
  ) {
    super(message);
  }
}

function bodyOf<T>(req: AdminRequest, schema: z.ZodType<T>): T {
  const text = req.body.toString('utf8');
  let raw: unknown = {};
  if (text.trim() !== '') {
    try {
      raw = parseJson(text);
    } catch {
      throw new AdminError(400, 'body is not valid JSON');
    }
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    throw new AdminError(400, 'invalid body', parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })));
  }
  return parsed.data;
}

type Handler = (core: SandboxCore, req: AdminRequest) => Record<string, unknown>;

const routes: Record<string, Partial<Record<string, Handler>>> = {
  '/': { GET: () => ({ routes: Object.keys(routes).map((p) => ({ path: `/__sandbox${p}`, methods: Object.keys(routes[p] ?? {}) })) }) },
  '/reset': {
    POST: (core, req) => {
      core.reset(bodyOf(req, seedBody).seed);
      return { seed: core.seed };
    },
  },
  '/seed': {
    GET: (core) => ({ seed: core.seed }),
    POST: (core, req) => {
      core.reset(bodyOf(req, seedBody).seed);
      return { seed: core.seed };
    },
  },
  '/faults': {
    GET: (core) => ({ faults: core.faults.list() }),
    POST: (core, req) => setFaults(core, req),
    PUT: (core, req) => setFaults(core, req),
    DELETE: (core) => {
      core.faults.set([]);
      return { faults: [] };
    },
  },
  '/faults/applied': {
    GET: (core) => ({ applied: core.faults.applied() }),
    DELETE: (core) => {
      core.faults.clearApplied();
      return {};
    },
  },
  '/clock': {
    GET: (core) => clockView(core),
    POST: (core, req) => {
      const body = bodyOf(req, clockBody);
      if ('skewSeconds' in body) core.clock.setSkewSeconds(body.skewSeconds);
      else core.clock.setNowSeconds(body.nowSeconds);
      return clockView(core);
    },
  },
  '/tokens/expire': {
    POST: (core, req) => {
      const body = bodyOf(req, expireBody);
      const access = core.tokens.expireAccessTokens();
      const refresh = body.refresh === true ? core.tokens.expireRefreshTokens() : 0;
      return { expired: { access, refresh } };
    },
  },
  '/buckets': {
    GET: (core) => ({ capacityOverride: core.buckets.capacityOverride, leaseMs: core.buckets.leaseMs, buckets: core.buckets.snapshot() }),
    POST: (core, req) => {
      core.buckets.capacityOverride = bodyOf(req, bucketsBody).capacityOverride;
      return { capacityOverride: core.buckets.capacityOverride, buckets: core.buckets.snapshot() };
    },
  },
  '/stats': { GET: (core) => ({ stats: core.stats.snapshot() }) },
  '/state': { GET: (core) => ({ kinds: core.businessFactory.inspectKinds }) },
  '/writes': {
    GET: (core, req) => ({ writes: core.writes.list(Number(req.query.get('since') ?? 0) || 0) }),
    DELETE: (core) => {
      core.writes.clear();
      return {};
    },
  },
  '/apps': {
    GET: (core) => ({ appIds: core.tokens.appIds() }),
    POST: (core, req) => {
      const body = bodyOf(req, appBody);
      try {
        core.tokens.addApp(body.appId, body.appSecret);
      } catch (err) {
        if (err instanceof AppRegistrationError) throw new AdminError(400, err.message);
        throw err;
      }
      if (body.accessToken !== undefined) core.tokens.installAccessToken(body.appId, body.accessToken);
      return { appId: body.appId };
    },
  },
  '/settings': {
    GET: (core) => ({ settings: core.settings }),
    POST: (core, req) => {
      const body = bodyOf(req, settingsBody);
      if (body.latencyMs !== undefined) core.settings.latencyMs = body.latencyMs;
      if (body.jitterMs !== undefined) core.settings.jitterMs = body.jitterMs;
      if (body.verbose !== undefined) core.settings.verbose = body.verbose;
      if (body.supersedeTokens !== undefined) core.tokens.setSupersede(body.supersedeTokens);
      return { settings: core.settings };
    },
  },
};

function setFaults(core: SandboxCore, req: AdminRequest): Record<string, unknown> {
  const body = bodyOf(req, faultsBody);
  let specs = body.faults ?? [];
  if (body.spec !== undefined) {
    try {
      specs = [...specs, ...parseFaultSpec(body.spec)];
    } catch (err) {
      throw new AdminError(400, err instanceof Error ? err.message : 'invalid fault spec');
    }
  }
  if (body.append === true) core.faults.add(specs);
  else core.faults.set(specs);
  return { faults: core.faults.list() };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function clockView(core: SandboxCore): Record<string, unknown> {
  return { nowSeconds: core.clock.nowSeconds(), skewSeconds: core.clock.skewSeconds };
}

function inspectState(core: SandboxCore, kind: string): Record<string, unknown> {
  if (!core.businessFactory.inspectKinds.includes(kind)) {
    throw new AdminError(404, `unknown state kind "${kind}"; known: ${core.businessFactory.inspectKinds.join(', ')}`);
  }
  return { kind, state: core.business.inspect(kind) };
}

export async function serveAdmin(core: SandboxCore, req: AdminRequest, res: ServerResponse): Promise<void> {
  try {
    const path = req.path.length > 1 && req.path.endsWith('/') ? req.path.slice(0, -1) : req.path;
    if (path.startsWith('/state/')) {
      if (req.method !== 'GET') throw new AdminError(405, 'use GET');
      sendJson(res, { ok: true, ...inspectState(core, safeDecode(path.slice('/state/'.length))) });
      return;
    }
    const methods = routes[path];
    if (methods === undefined) throw new AdminError(404, `no admin route ${path}`);
    const handler = methods[req.method];
    if (handler === undefined) throw new AdminError(405, `use ${Object.keys(methods).join(' or ')}`);
    sendJson(res, { ok: true, ...handler(core, req) });
  } catch (err) {
    if (!(err instanceof AdminError)) throw err;
    sendJson(res, { ok: false, error: err.message, ...(err.issues === undefined ? {} : { issues: err.issues }) }, err.status);
  }
}
