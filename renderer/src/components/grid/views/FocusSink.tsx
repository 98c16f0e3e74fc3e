// Where the keyboard focus sits while no cell is being edited: a transparent textarea over the active cell.
// Being editable, it receives what an input method composes (Chinese typed straight into a cell): the
// composition shows in place, and the text it commits (or text inserted without key events) opens the cell's
// editor with that text. It carries aria-activedescendant, so screen readers follow the active cell as they
// follow the options of a combobox.
import { useState, type RefObject } from 'react';

export interface FocusSinkProps {
  sinkRef: RefObject<HTMLTextAreaElement | null>;
  label: string;
  activeId: string | undefined;
  /** The grid's id: the active cell lives there (as a combobox's options live in the listbox it controls). */
  controls: string;
  describedBy: string;
  box: { top: number; left: number; width: number; height: number };
  /** Text typed through an input method (or inserted) while no editor was open. */
  onText(text: string): void;
}

export function FocusSink({ sinkRef, label, activeId, controls, describedBy, box, onText }: FocusSinkProps) {
  const [composing, setComposing] = useState(false);
  const take = (el: HTMLTextAreaElement) => {
    const text = el.value;
    el.value = '';
    if (text !== '') onText(text);
  };
  return (
    <textarea
      ref={sinkRef}
      className={`dg-sink${composing ? ' dg-sink-composing' : ''}`}
      style={{ top: box.top, left: box.left, width: box.width, height: box.height }}
      aria-label={label}
      aria-activedescendant={activeId}
      aria-controls={controls}
      aria-describedby={describedBy}
      aria-multiline={false}
      rows={1}
      spellCheck={false}
      autoComplete="off"
      onCompositionStart={() => setComposing(true)}
      onCompositionEnd={(e) => {
        setComposing(false);
        take(e.currentTarget);
      }}
      onInput={(e) => {
        if (!(e.nativeEvent as InputEvent).isComposing && !composing) take(e.currentTarget);
      }}
    />
  );
}
