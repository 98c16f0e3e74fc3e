// Asking before anything reaches the vendor: what will happen, to how many items, on which target. Replaces
// window.confirm everywhere. Use <ConfirmDialog> inline, or `useConfirm()` for an awaitable question.
import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from './Button';
import { AppDialog } from './Dialog';

export interface ConfirmRequest {
  /** The question, e.g. "Pick these shipping lists?" (already translated). */
  title: ReactNode;
  /** How many items the action touches (leave out only for an action on one whole thing, e.g. a reset). */
  count?: number;
  /** What they belong to: a store, a profile, "the sandbox" (already translated). */
  target: ReactNode;
  /** A sentence on the consequence (optional). */
  body?: ReactNode;
  /** The confirming button's label, naming the action ("Pick 12 lists"). */
  confirmLabel: ReactNode;
  /** Destructive or irreversible: the confirm button is red. */
  danger?: boolean;
  /**
   * What exactly is acted on (already named for the user). A handful is listed at once; more are offered
   * behind a "Show the N items" toggle, in a scrolling list.
   */
  items?: readonly string[];
}

const LISTED_AT_ONCE = 5;

function ItemList({ items }: { items: readonly string[] }) {
  const [open, setOpen] = useState(items.length <= LISTED_AT_ONCE);
  if (!open)
    return (
      <Button variant="link" onPress={() => setOpen(true)}>
        <FormattedMessage id="common.confirm.showItems" values={{ count: items.length }} />
      </Button>
    );
  return (
    <ul className="confirm-items" tabIndex={items.length > LISTED_AT_ONCE ? 0 : undefined} data-testid="confirm-items">
      {items.map((item, i) => (
        <li key={i} translate="no">
          {item}
        </li>
      ))}
    </ul>
  );
}

export interface ConfirmDialogProps extends ConfirmRequest {
  isOpen: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({ isOpen, title, count, target, body, confirmLabel, danger, items, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <AppDialog isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onCancel())} title={title} role="alertdialog">
      <p className="confirm-summary" data-count={count}>
        {count === undefined ? <strong>{target}</strong> : <FormattedMessage id="common.confirm.summary" values={{ count, target: <strong>{target}</strong> }} />}
      </p>
      {body ? <p className="confirm-body">{body}</p> : null}
      {items && items.length > 0 ? <ItemList items={items} /> : null}
      <div className="dialog-actions">
        <Button onPress={onCancel} autoFocus>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button variant={danger ? 'danger-solid' : 'primary'} onPress={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </AppDialog>
  );
}

type Ask = (request: ConfirmRequest) => Promise<boolean>;
const ConfirmContext = createContext<Ask | null>(null);

/** One confirm dialog for the whole app; `useConfirm()` opens it and resolves true (confirmed) or false. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);
  const ask = useCallback<Ask>((r) => {
    resolver.current?.(false);
    setRequest(r);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);
  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setRequest(null);
  };
  return (
    <ConfirmContext.Provider value={ask}>
      {children}
      {request ? <ConfirmDialog {...request} isOpen onConfirm={() => answer(true)} onCancel={() => answer(false)} /> : null}
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Ask {
  const ask = useContext(ConfirmContext);
  if (!ask) throw new Error('useConfirm outside ConfirmProvider');
  return ask;
}
