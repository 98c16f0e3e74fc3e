import type { ReactNode } from 'react';

/** A titled section of a screen; its heading names the region for screen readers. */
export function Panel({ title, children, actions, id }: { title: ReactNode; children: ReactNode; actions?: ReactNode; id?: string }) {
  const headingId = `${id ?? 'panel'}-heading`;
  return (
    <section className="panel" aria-labelledby={headingId} id={id}>
      <header className="panel-head">
        <h2 id={headingId}>{title}</h2>
        {actions ? <div className="panel-actions">{actions}</div> : null}
      </header>
      <div className="panel-body">{children}</div>
    </section>
  );
}
