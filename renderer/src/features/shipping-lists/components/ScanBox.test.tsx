import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeBridge } from '../../../testing/fake-bridge';
import { renderWithProviders } from '../../../testing/render';
import { acceptCodes } from '../scan';
import { ScanBox, type ScanFeedback } from './ScanBox';

function harness() {
  const queue = new Set<string>();
  const onCodes = vi.fn((codes: string[]): ScanFeedback => {
    const r = acceptCodes(queue, codes);
    r.added.forEach((c) => queue.add(c));
    return { ...r, malformed: [] };
  });
  renderWithProviders(<ScanBox onCodes={onCodes} />, { bridge: fakeBridge() });
  return { queue, onCodes, input: screen.getByTestId('scan-input') as HTMLInputElement };
}

describe('the scan box', () => {
  it('accepts each code a wedge scanner types and ends with Enter, clears itself and keeps focus', async () => {
    const { queue, onCodes, input } = harness();
    const user = userEvent.setup();
    await user.click(input);
    await user.keyboard('FH100{Enter}FH200{Enter}FH100{Enter}');
    expect([...queue]).toEqual(['FH100', 'FH200']);
    expect(onCodes).toHaveBeenCalledTimes(3);
    expect(input.value).toBe('');
    expect(document.activeElement).toBe(input);
    expect(screen.getByRole('status').textContent).toContain('FH100 is already in the queue');
  });

  it('takes a pasted column whole (a single-line input would drop its newlines)', () => {
    const { queue, input } = harness();
    fireEvent.paste(input, { clipboardData: { getData: () => 'FH1\nFH2\tFH3' } });
    expect([...queue]).toEqual(['FH1', 'FH2', 'FH3']);
    expect(input.value).toBe('');
  });
});
