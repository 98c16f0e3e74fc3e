// How a nullable vendor value is shown: as it came, or an en dash when it is null, empty or absent. Never the
// word "null", never a crash.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export const isBlank = (v: unknown): v is null | undefined | '' => v === null || v === undefined || v === '';

export function Empty() {
  return (
    <span className="empty-value">
      <FormattedMessage id="common.empty" />
    </span>
  );
}

/** A vendor text (often Chinese) shown untouched; `lang` tells screen readers and fonts what it is. */
export function V({ v, zh }: { v: string | number | null | undefined; zh?: boolean }) {
  if (isBlank(v)) return <Empty />;
  return zh ? <span lang="zh-CN">{v}</span> : <>{v}</>;
}

export function YesNo({ v }: { v: boolean | null | undefined }) {
  if (v === null || v === undefined) return <Empty />;
  return <FormattedMessage id={v ? 'common.yes' : 'common.no'} />;
}

/** Decimal text with its unit (the vendor's two-decimal strings keep their digits). */
export function Measure({ v, unit }: { v: string | number | null | undefined; unit: ReactNode }) {
  if (isBlank(v)) return <Empty />;
  return (
    <>
      {v}
      <span className="unit"> {unit}</span>
    </>
  );
}

/** A dimension triple L × W × H; an en dash when any part is missing. */
export function Dimensions({ l, w, h }: { l: string | number | null | undefined; w: string | number | null | undefined; h: string | number | null | undefined }) {
  if (isBlank(l) || isBlank(w) || isBlank(h)) return <Empty />;
  return (
    <>
      {l} × {w} × {h}
    </>
  );
}
