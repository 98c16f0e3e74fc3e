// The vendor's clock is Beijing time (UTC+8, no daylight saving): every date text the back office writes is
// rendered in that zone, whatever the zone of the machine running the sandbox.
const OFFSET_MS = 8 * 3600_000;

/** The fixed day the generated history is anchored on, so the data never depends on when it is built. */
export const HISTORY_ANCHOR_MS = Date.UTC(2024, 6, 8, 2, 0, 0);
export const DAY_MS = 86_400_000;

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

function parts(ms: number) {
  const d = new Date(ms + OFFSET_MS);
  return {
    y: d.getUTCFullYear(),
    mo: pad(d.getUTCMonth() + 1),
    d: pad(d.getUTCDate()),
    h: pad(d.getUTCHours()),
    mi: pad(d.getUTCMinutes()),
    s: pad(d.getUTCSeconds()),
  };
}

/** yyyy-MM-dd HH:mm:ss (response_time and the vendor's date-time fields). */
export function formatDateTime(ms: number): string {
  const p = parts(ms);
  return `${p.y}-${p.mo}-${p.d} ${p.h}:${p.mi}:${p.s}`;
}

/** yyyy-MM-dd (the fields marked D in spec §2.3). */
export function formatDate(ms: number): string {
  const p = parts(ms);
  return `${p.y}-${p.mo}-${p.d}`;
}

/** ISO 8601 without a zone, as the head-leg lines' deliveryTime sample carries it. */
export function formatIsoLocal(ms: number): string {
  const p = parts(ms);
  return `${p.y}-${p.mo}-${p.d}T${p.h}:${p.mi}:${p.s}`;
}

/** yyyyMMdd, the day prefix of new inbound order ids (e.g. 202309150022). */
export function formatDayDigits(ms: number): string {
  const p = parts(ms);
  return `${p.y}${p.mo}${p.d}`;
}
