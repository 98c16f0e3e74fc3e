// The in-cell editor: a textarea (pasted cells may hold line breaks; Alt+Enter adds one, as in Excel).
// Enter/Tab commit and move, Esc cancels; keys are left alone while an input method is composing.
import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { editorKey, type KeyInput } from '../model/keyboard';
import type { GridColumn } from '../model/types';

export interface CellEditorProps {
  initial: string;
  label: string;
  describedBy?: string;
  /** Place the caret at the end (F2) instead of selecting the text. */
  caretAtEnd: boolean;
  onCommit(value: string, then: KeyInput | null): void;
  onCancel(): void;
  /** A column's own editor (a list of values, a date-time picker); a textarea otherwise. */
  editor?: GridColumn['editor'];
  /** The edit began with a typed key: a date cell then takes text as people write it (2024/11/11, 2020年1月1日). */
  typed?: boolean;
}

/** `yyyy-MM-dd HH:mm:ss` ⇄ the value of an `<input type="datetime-local" step="1">`. */
const toPicker = (text: string) => (/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/.test(text) ? text.replace(' ', 'T') : '');
const fromPicker = (value: string) => (value === '' ? '' : `${value.replace('T', ' ')}${value.length === 16 ? ':00' : ''}`);

export function CellEditor({ initial, label, describedBy, caretAtEnd, onCommit, onCancel, editor, typed }: CellEditorProps) {
  // A picker cannot take "2020年1月1日" or an input method's text: typing over a date cell writes text, which the
  // grid normalises to yyyy-MM-dd HH:mm:ss by the column (F2 or a double click opens the picker).
  if (editor && !(typed && editor.type === 'dateTime')) return <FixedFormEditor editor={editor} initial={initial} label={label} describedBy={describedBy} onCommit={onCommit} onCancel={onCancel} />;
  return <TextEditor initial={initial} label={label} describedBy={describedBy} caretAtEnd={caretAtEnd} onCommit={onCommit} onCancel={onCancel} />;
}

/** A list of values (a select) or a date-time picker: Enter/Tab commit, Esc cancels, as in the text editor. */
function FixedFormEditor({ editor, initial, label, describedBy, onCommit, onCancel }: Omit<CellEditorProps, 'caretAtEnd' | 'editor'> & { editor: NonNullable<GridColumn['editor']> }) {
  // Typing a letter on a list cell picks the first value starting with it (as a select does).
  const start = editor.type === 'choice' && !editor.values.includes(initial) ? (editor.values.find((v) => initial !== '' && v.toLowerCase().startsWith(initial.toLowerCase())) ?? initial) : initial;
  const [value, setValue] = useState(editor.type === 'dateTime' ? toPicker(start) : start);
  const ref = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const done = useRef(false);
  useLayoutEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);
  const out = () => (editor.type === 'dateTime' ? fromPicker(value) || initial : value);
  const finish = (fn: () => void) => {
    if (done.current) return;
    done.current = true;
    fn();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    e.stopPropagation();
    const result = editorKey({ key: e.key, shift: e.shiftKey, ctrl: e.ctrlKey || e.metaKey, alt: e.altKey }, e.nativeEvent.isComposing);
    if (!result) return;
    e.preventDefault();
    if (result.type === 'cancel') finish(onCancel);
    else finish(() => onCommit(out(), result.then));
  };
  const common = { ref, className: 'dg-editor', 'aria-label': label, 'aria-describedby': describedBy, value, onKeyDown, onBlur: () => finish(() => onCommit(out(), null)) };
  if (editor.type === 'dateTime') return <input {...common} type="datetime-local" step={1} onChange={(e) => setValue(e.target.value)} />;
  const values = editor.values.includes(value) || value === '' ? editor.values : [value, ...editor.values];
  return (
    <select {...common} onChange={(e) => setValue(e.target.value)}>
      <option value="" />
      {values.map((v) => (
        <option key={v} value={v}>
          {v}
        </option>
      ))}
    </select>
  );
}

function TextEditor({ initial, label, describedBy, caretAtEnd, onCommit, onCancel }: Omit<CellEditorProps, 'editor'>) {
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
