// The in-cell editor: a textarea (pasted cells may hold line breaks; Alt+Enter adds one, as in Excel).
// Enter/Tab commit and move, Esc cancels; keys are left alone while an input method is composing.
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { editorKey, type KeyInput } from './model/keyboard';

export interface CellEditorProps {
  initial: string;
  label: string;
  describedBy?: string;
  /** Place the caret at the end (F2) instead of selecting the text. */
  caretAtEnd: boolean;
  onCommit(value: string, then: KeyInput | null): void;
  onCancel(): void;
}

export function CellEditor({ initial, label, describedBy, caretAtEnd, onCommit, onCancel }: CellEditorProps) {
  const [value, setValue] = useState(initial);
  const ref = useRef<HTMLTextAreaElement>(null);
  const done = useRef(false);

  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.focus({ preventScroll: true });
    if (caretAtEnd) el.setSelectionRange(el.value.length, el.value.length);
    else el.select();
    // Only on mount: the editor lives for one edit.
  }, []);

  const finish = (fn: () => void) => {
    if (done.current) return;
    done.current = true;
    fn();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    e.stopPropagation();
    if (e.key === 'Enter' && e.altKey) {
      e.preventDefault();
      const el = e.currentTarget;
      const next = `${el.value.slice(0, el.selectionStart)}\n${el.value.slice(el.selectionEnd)}`;
      const caret = el.selectionStart + 1;
      setValue(next);
      requestAnimationFrame(() => el.setSelectionRange(caret, caret));
      return;
    }
    const result = editorKey({ key: e.key, shift: e.shiftKey, ctrl: e.ctrlKey || e.metaKey, alt: e.altKey }, e.nativeEvent.isComposing);
    if (!result) return;
    e.preventDefault();
    if (result.type === 'cancel') finish(onCancel);
    else finish(() => onCommit(value, result.then));
  };

  return (
    <textarea
      ref={ref}
      className="dg-editor"
      aria-label={label}
      aria-describedby={describedBy}
      value={value}
      rows={1}
      spellCheck={false}
      onChange={(e) => setValue(e.target.value)}
      onKeyDown={onKeyDown}
      onBlur={() => finish(() => onCommit(value, null))}
    />
  );
}
