// A job's rows by the request they last went out in. A request is applied or not as a whole (the vendor answers
// one body at once), so the user decides unknown rows one request at a time, or all of a job's at once: the
// decisions are built here, on the main side, from the job's own rows (no list travels through the renderer,
// none is capped).
import type { JobModel, RowState } from '../job/job-model';
import type { JobRequest, RowStatus } from '../job/types';

/** Items named per request in a listing; the rest are counted (the rows themselves are paged by `jobs.get`). */
export const ITEMS_PER_REQUEST = 5;

/** Requests of the job holding rows of `status`, in the order they were sent (rows never sent come last, as `null`). */
export function requestGroups(model: JobModel, status: RowStatus, offset: number, limit: number): { requests: JobRequest[]; matching: number; rows: number } {
  const groups = new Map<string | null, { first: RowState; rows: RowState[] }>();
  let rows = 0;
  for (const row of model.rows.values()) {
    if (row.status !== status) continue;
    rows++;
    const g = groups.get(row.request);
    if (g) g.rows.push(row);
    else groups.set(row.request, { first: row, rows: [row] });
  }
  const ordered = [...groups.entries()].sort(([a, ga], [b, gb]) => {
    if (a === null || b === null) return a === null ? (b === null ? 0 : 1) : -1;
    return (ga.first.sentAt ?? '').localeCompare(gb.first.sentAt ?? '') || compareChunk(a, b);
  });
  const page = ordered.slice(offset, offset + limit).map(([request, g]): JobRequest => {
    const first = new Set(g.rows.slice(0, ITEMS_PER_REQUEST));
    const shown = model.rowResults((r) => first.has(r));
    return {
      request,
      sentAt: g.first.sentAt,
      requestId: g.rows.find((r) => r.requestId !== null)?.requestId ?? null,
      rows: g.rows.length,
      items: shown.map((r) => ({ key: r.key, item: r.item ?? null, sent: r.sent ?? null })),
    };
  });
  return { requests: page, matching: ordered.length, rows };
}

/** `<run>.<n>` in sending order. */
function compareChunk(a: string, b: string): number {
  const [ra = 0, na = 0] = a.split('.').map(Number);
  const [rb = 0, nb = 0] = b.split('.').map(Number);
  return ra - rb || na - nb;
}

/** One decision per unknown row of the chosen requests (or of every request, `all`). */
export function decisionsByRequest(
  model: JobModel,
  choice: { requests: ReadonlyArray<{ request: string | null; applied: boolean }> } | { all: boolean },
): Array<{ key: string; applied: boolean }> {
  const byRequest = 'requests' in choice ? new Map(choice.requests.map((r) => [r.request, r.applied])) : null;
  const out: Array<{ key: string; applied: boolean }> = [];
  for (const row of model.rows.values()) {
    if (row.status !== 'unknown') continue;
    const applied = byRequest ? byRequest.get(row.request) : (choice as { all: boolean }).all;
    if (applied !== undefined) out.push({ key: row.key, applied });
  }
  return out;
}
