// A file dropped on an element (the grid) starts the same import as the file button. Native drag events on the
// element the screen names, so the grid's own markup stays untouched; `dragging` lets the screen show where to
// drop. Only drags that carry files are taken: text dragged inside the page keeps its default behaviour.
import { useEffect, useState, type RefObject } from 'react';

const carriesFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');

export function useFileDrop(target: RefObject<HTMLElement | null> | undefined, onFile: (file: File) => void): boolean {
  const [dragging, setDragging] = useState(false);
  useEffect(() => {
    const el = target?.current;
    if (!el) return;
    let depth = 0;
    const enter = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      depth++;
      setDragging(true);
    };
    const over = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      if (e.dataTransfer) e.dataTransfer.dropEffect = 'copy';
    };
    const leave = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    };
    const drop = (e: DragEvent) => {
      if (!carriesFiles(e)) return;
      e.preventDefault();
      depth = 0;
      setDragging(false);
      const file = e.dataTransfer?.files[0];
      if (file) onFile(file);
    };
    el.addEventListener('dragenter', enter);
    el.addEventListener('dragover', over);
    el.addEventListener('dragleave', leave);
    el.addEventListener('drop', drop);
    return () => {
      el.removeEventListener('dragenter', enter);
      el.removeEventListener('dragover', over);
      el.removeEventListener('dragleave', leave);
      el.removeEventListener('drop', drop);
    };
  }, [target, onFile]);
  return dragging;
}
