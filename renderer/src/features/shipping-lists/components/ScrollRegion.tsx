// A wide table's scroll box: focusable and named, so keyboard users can scroll it sideways (axe:
// scrollable-region-focusable).
import type { ReactNode } from 'react';

export function ScrollRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className ? `table-scroll ${className}` : 'table-scroll'} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
