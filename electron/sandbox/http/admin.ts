// The admin API under /__sandbox/ (issue item 8): loopback only and only when enabled (server.ts checks both).
// Answers are plain JSON (not vendor envelopes): {ok:true,...} or HTTP 4xx with {error, issues?}.
import type { ServerResponse } from 'node:http';
import { z } from 'zod';
import { parseJson } from '../../../shared/json/lossless';
import type { SandboxState } from '../state/sandbox-state';
import { faultListSchema, parseFaultSpec } from '../faults/fault-spec';
import { sendJson } from './http-io';
import { AppRegistrationError } from '../state/token-store';

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

type Handler = (sandbox: SandboxState, req: AdminRequest) => Record<string, unknown>;

const routes: Record<string, Partial<Record<string, Handler>>> = {
  '/': { GET: () => ({ routes: Object.keys(routes).map((p) => ({ path: `/__sandbox${p}`, methods: Object.keys(routes[p] ?? {}) })) }) },
  '/reset': {
    POST: (sandbox, req) => {
      sandbox.reset(bodyOf(req, seedBody).seed);
      return { seed: sandbox.seed };
    },
  },
  '/seed': {
    GET: (sandbox) => ({ seed: sandbox.seed }),
    POST: (sandbox, req) => {
      sandbox.reset(bodyOf(req, seedBody).seed);
      return { seed: sandbox.seed };
    },
  },
  '/faults': {
    GET: (sandbox) => ({ faults: sandbox.faults.list() }),
    POST: (sandbox, req) => setFaults(sandbox, req),
    PUT: (sandbox, req) => setFaults(sandbox, req),
    DELETE: (sandbox) => {
      sandbox.faults.set([]);
      return { faults: [] };
    },
  },
  '/faults/applied': {
    GET: (sandbox) => ({ applied: sandbox.faults.applied() }),
    DELETE: (sandbox) => {
      sandbox.faults.clearApplied();
      return {};
    },
  },
  '/clock': {
    GET: (sandbox) => clockView(sandbox),
    POST: (sandbox, req) => {
      const body = bodyOf(req, clockBody);
      if ('skewSeconds' in body) sandbox.clock.setSkewSeconds(body.skewSeconds);
      else sandbox.clock.setNowSeconds(body.nowSeconds);
      return clockView(sandbox);
    },
  },
  '/tokens/expire': {
    POST: (sandbox, req) => {
      const body = bodyOf(req, expireBody);
      const access = sandbox.tokens.expireAccessTokens();
      const refresh = body.refresh === true ? sandbox.tokens.expireRefreshTokens() : 0;
      return { expired: { access, refresh } };
    },
  },
  '/buckets': {
    GET: (sandbox) => ({ capacityOverride: sandbox.buckets.capacityOverride, leaseMs: sandbox.buckets.leaseMs, buckets: sandbox.buckets.snapshot() }),
    POST: (sandbox, req) => {
      sandbox.buckets.capacityOverride = bodyOf(req, bucketsBody).capacityOverride;
      return { capacityOverride: sandbox.buckets.capacityOverride, buckets: sandbox.buckets.snapshot() };
    },
  },
  '/stats': { GET: (sandbox) => ({ stats: sandbox.stats.snapshot() }) },
  '/state': { GET: (sandbox) => ({ kinds: sandbox.backOfficeFactory.inspectKinds }) },
  '/writes': {
    GET: (sandbox, req) => ({ writes: sandbox.writes.list(Number(req.query.get('since') ?? 0) || 0) }),
    DELETE: (sandbox) => {
      sandbox.writes.clear();
      return {};
    },
  },
  '/apps': {
    GET: (sandbox) => ({ appIds: sandbox.tokens.appIds() }),
    POST: (sandbox, req) => {
      const body = bodyOf(req, appBody);
      try {
        sandbox.tokens.addApp(body.appId, body.appSecret);
      } catch (err) {
        if (err instanceof AppRegistrationError) throw new AdminError(400, err.message);
        throw err;
      }
      if (body.accessToken !== undefined) sandbox.tokens.installAccessToken(body.appId, body.accessToken);
      return { appId: body.appId };
    },
  },
  '/settings': {
    GET: (sandbox) => ({ settings: sandbox.settings }),
    POST: (sandbox, req) => {
      const body = bodyOf(req, settingsBody);
      if (body.latencyMs !== undefined) sandbox.settings.latencyMs = body.latencyMs;
      if (body.jitterMs !== undefined) sandbox.settings.jitterMs = body.jitterMs;
      if (body.verbose !== undefined) sandbox.settings.verbose = body.verbose;
      if (body.supersedeTokens !== undefined) sandbox.tokens.setSupersede(body.supersedeTokens);
      return { settings: sandbox.settings };
    },
  },
};

function setFaults(sandbox: SandboxState, req: AdminRequest): Record<string, unknown> {
  const body = bodyOf(req, faultsBody);
  let specs = body.faults ?? [];
  if (body.spec !== undefined) {
    try {
      specs = [...specs, ...parseFaultSpec(body.spec)];
    } catch (err) {
      throw new AdminError(400, err instanceof Error ? err.message : 'invalid fault spec');
    }
  }
  if (body.append === true) sandbox.faults.add(specs);
  else sandbox.faults.set(specs);
  return { faults: sandbox.faults.list() };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function clockView(sandbox: SandboxState): Record<string, unknown> {
  return { nowSeconds: sandbox.clock.nowSeconds(), skewSeconds: sandbox.clock.skewSeconds };
}

function inspectState(sandbox: SandboxState, kind: string): Record<string, unknown> {
  if (!sandbox.backOfficeFactory.inspectKinds.includes(kind)) {
    throw new AdminError(404, `unknown state kind "${kind}"; known: ${sandbox.backOfficeFactory.inspectKinds.join(', ')}`);
  }
  return { kind, state: sandbox.backOffice.inspect(kind) };
}

export async function serveAdmin(sandbox: SandboxState, req: AdminRequest, res: ServerResponse): Promise<void> {
  try {
    const path = req.path.length > 1 && req.path.endsWith('/') ? req.path.slice(0, -1) : req.path;
    if (path.startsWith('/state/')) {
      if (req.method !== 'GET') throw new AdminError(405, 'use GET');
      sendJson(res, { ok: true, ...inspectState(sandbox, safeDecode(path.slice('/state/'.length))) });
      return;
    }
    const methods = routes[path];
    if (methods === undefined) throw new AdminError(404, `no admin route ${path}`);
    const handler = methods[req.method];
    if (handler === undefined) throw new AdminError(405, `use ${Object.keys(methods).join(' or ')}`);
    sendJson(res, { ok: true, ...handler(sandbox, req) });
  } catch (err) {
    if (!(err instanceof AdminError)) throw err;
    sendJson(res, { ok: false, error: err.message, ...(err.issues === undefined ? {} : { issues: err.issues }) }, err.status);
  }
}
