import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mayTakeFocus, useRevealRequests, useRevealWhenReady } from './detail-reveal';

/** A screen's scroller holding a scan box and the detail pane, 2,000 px tall in a 600 px box. */
function Screen({ request, ready }: { request: number; ready: boolean }) {
  const pane = useRevealWhenReady(request, ready);
  return (
    <div data-testid="scroller" style={{ overflowY: 'auto' }}>
      <input aria-label="Scan" />
      <div ref={pane} tabIndex={-1} data-testid="pane">
        {ready ? <h2 tabIndex={-1}>Shipping list FH1</h2> : <p>Loading…</p>}
      </div>
    </div>
  );
}

function mount(request: number, ready: boolean) {
  const view = render(<Screen request={request} ready={ready} />);
  const scroller = screen.getByTestId('scroller');
  Object.defineProperty(scroller, 'scrollHeight', { value: 2000 });
  Object.defineProperty(scroller, 'clientHeight', { value: 600 });
  scroller.scrollTop = 900;
  const scrollTo = vi.fn();
  scroller.scrollTo = scrollTo as typeof scroller.scrollTo;
  vi.spyOn(scroller, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 100, 800, 600));
  vi.spyOn(screen.getByTestId('pane'), 'getBoundingClientRect').mockReturnValue(new DOMRect(0, -300, 800, 1200));
  return { ...view, scrollTo, rerender: (r: number, ok: boolean) => view.rerender(<Screen request={r} ready={ok} />) };
}

describe('a detail opened from anywhere is brought into view', () => {
  it('once its answer shows: the scroller moves to the pane\'s top and the heading takes the focus', async () => {
    const view = mount(1, false);
    await new Promise((r) => requestAnimationFrame(r));
    expect(view.scrollTo).not.toHaveBeenCalled();
    view.rerender(1, true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Shipping list FH1' })));
    // The pane's top is 400 px above the scroller's, scrolled 900 down: to 500, less an 8 px margin.
    expect(view.scrollTo).toHaveBeenCalledWith({ top: 492 });
  });

  it('serves each request once: a refetch (after picking) moves nothing; the next request does', async () => {
    const view = mount(1, true);
    await waitFor(() => expect(view.scrollTo).toHaveBeenCalledTimes(1));
    const scan = screen.getByRole('textbox', { name: 'Scan' });
    act(() => scan.focus());
    view.rerender(1, false);
    view.rerender(1, true);
    await new Promise((r) => requestAnimationFrame(r));
    expect(view.scrollTo).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(scan);
    view.rerender(2, true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading')));
    expect(view.scrollTo).toHaveBeenCalledTimes(2);
  });

  it('brings it into view but leaves the focus in a field the user is typing in', async () => {
    const view = mount(1, false);
    const scan = screen.getByRole<HTMLInputElement>('textbox', { name: 'Scan' });
    act(() => scan.focus());
    scan.value = 'FH12';
    view.rerender(1, true);
    await waitFor(() => expect(view.scrollTo).toHaveBeenCalledTimes(1));
    expect(document.activeElement).toBe(scan);
  });
});

describe('mayTakeFocus', () => {
  it('is false only in a text field holding text', () => {
    const input = document.createElement('input');
    expect(mayTakeFocus(input)).toBe(true);
    input.value = 'FH1';
    expect(mayTakeFocus(input)).toBe(false);
    expect(mayTakeFocus(document.createElement('button'))).toBe(true);
    expect(mayTakeFocus(document.body)).toBe(true);
    expect(mayTakeFocus(null)).toBe(true);
  });
});

describe('the screen\'s requests', () => {
  it('one when opened on a list, one per list opened after, and one to show the open list again', () => {
    const { result, rerender } = renderHook(({ code }: { code: string | undefined }) => useRevealRequests(code), { initialProps: { code: 'FH1' as string | undefined } });
    expect(result.current.request).toBe(1);
    rerender({ code: 'FH1' });
    expect(result.current.request).toBe(1);
    rerender({ code: 'FH2' });
    expect(result.current.request).toBe(2);
    act(() => result.current.again());
    expect(result.current.request).toBe(3);
    rerender({ code: undefined });
    expect(result.current.request).toBe(3);
  });

  it('none when the screen opens on no list', () => {
    const { result } = renderHook(() => useRevealRequests(undefined));
    expect(result.current.request).toBe(0);
  });
});
