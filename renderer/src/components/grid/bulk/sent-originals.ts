// A row's original values are the ones its item was last sent with (the ledger's entry, through the send plan):
// cells edited since show as changed, and a row sent as it stands shows none.
import type { PlanRevision, SendPlan } from '../../../jobs/send-plan';
import type { GridColumn, GridRow } from '../model/types';

/** The row as its item was last sent: the sent fields' values, the others (its identity) as they are now. */
function originalOf(values: GridRow['values'], sent: Readonly<Record<string, string>>, columns: readonly GridColumn<unknown>[]): GridRow['values'] {
  const out: Record<string, string> = { ...values };
  for (const c of columns) if (Object.hasOwn(sent, c.field)) out[c.id] = sent[c.field] ?? '';
  return out;
}

function sameCells(a: GridRow['values'], b: GridRow['values']): boolean {
  for (const k in a) if ((a[k] ?? '') !== (b[k] ?? '')) return false;
  for (const k in b) if (!(k in a) && (b[k] ?? '') !== '') return false;
  return true;
}

/**
 * Rows known to hold the original of one entry's `sent` (under one set of columns). A job's push brings new
 * entries for the rows it names only: every other row of a 100,000-row grid is passed over without making its
 * original again.
 */
const upToDate = new WeakMap<GridRow, { sent: object; columns: readonly GridColumn<unknown>[] }>();

/** The rows with each sent row's original set from its entry; the same array when no row changes (no re-render). */
export function withSentOriginals(rows: GridRow[], plan: SendPlan, columns: readonly GridColumn<unknown>[]): GridRow[] {
  let touched = false;
  const next = rows.map((r) => {
    const sent = plan.items.get(r.id)?.entry?.sent;
    if (!sent) return r;
    const known = upToDate.get(r);
    if (known?.sent === sent && known.columns === columns) return r;
    const original = originalOf(r.values, sent, columns);
    const row = r.original && sameCells(r.original, original) ? r : { ...r, original };
    if (row !== r) touched = true;
    upToDate.set(row, { sent, columns });
    return row;
  });
  return touched ? next : rows;
}

/**
 * The sent originals of one screen's rows, kept from one plan to the next: after a plan that judged again only the
 * rows a push named (`revision.rejudged`), only those rows are looked at, when the rows are the ones this gave back
 * last; anything else (an edit, other items, other columns, a plan skipped) passes over every row as
 * `withSentOriginals` does.
 */
export class SentOriginals {
  private out: GridRow[] | null = null;
  private columns: readonly GridColumn<unknown>[] | null = null;
  private revision: PlanRevision | null = null;
  /** Each row's position in `out`, made when first needed after a full pass. */
  private at: Map<string, number> | null = null;

  apply(rows: GridRow[], plan: SendPlan, columns: readonly GridColumn<unknown>[]): GridRow[] {
    const r = plan.revision;
    const follows = r !== undefined && r.rejudged !== null && this.revision !== null && r.memo === this.revision.memo && r.n === this.revision.n + 1;
    // Rows from elsewhere (an edit, an import): their positions are not known.
    if (rows !== this.out) this.at = null;
    // Either way each row keeps its position: the positions known hold for what is given back.
    const next = follows && rows === this.out && columns === this.columns ? this.some(rows, plan, columns, r.rejudged ?? []) : withSentOriginals(rows, plan, columns);
    this.out = next;
    this.columns = columns;
    this.revision = r ?? null;
    return next;
  }

  private some(rows: GridRow[], plan: SendPlan, columns: readonly GridColumn<unknown>[], ids: readonly string[]): GridRow[] {
    if (ids.length === 0) return rows;
    this.at ??= new Map(rows.map((row, i) => [row.id, i]));
    let next: GridRow[] | null = null;
    for (const id of ids) {
      const i = this.at.get(id);
      if (i === undefined) continue;
      const row = rows[i] as GridRow;
      const [updated] = withSentOriginals([row], plan, columns);
      if (updated && updated !== row) (next ??= rows.slice())[i] = updated;
    }
    return next ?? rows;
  }
}
