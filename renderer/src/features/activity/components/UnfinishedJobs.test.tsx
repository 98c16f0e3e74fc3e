import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { JobSummary } from '../../../../../shared/ipc';
import { fakeBridge } from '../../../testing/fake-bridge';
import { renderWithProviders } from '../../../testing/render';
import { UnfinishedJobs } from './UnfinishedJobs';

const base: JobSummary = {
  jobId: 'job-1', operation: 'picking', label: 'Morning picking', state: 'interrupted', createdAt: '2026-01-01T00:00:00Z', finishedAt: null,
  error: null, reconcilable: true, damage: null, total: 10, pending: 4, succeeded: 3, failed: 0, unknown: 3, invalid: 0, missing: 0,
};

describe('unfinished jobs, explained', () => {
  it('offers resume for never-sent rows and reconcile for rows a read can settle', () => {
    renderWithProviders(<UnfinishedJobs jobs={[base]} unreadable={[]} onOpen={() => undefined} />, { bridge: fakeBridge() });
    expect(screen.getByText(/4 rows were never sent\. Resume sends only those rows/)).toBeTruthy();
    expect(screen.getByText(/3 rows were sent, but no answer came back/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reconcile' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decide…' })).toBeTruthy();
  });

  it('a damaged job: what its journal lost, in the user’s language, and never a resume', () => {
    const damaged: JobSummary = {
      ...base,
      missing: 2,
      damage: {
        missingRows: 2,
        problems: [
          { kind: 'unreadable-line', line: 7, fromRow: null, toRow: null, message: 'line 7 is garbled' },
          { kind: 'rows-missing', line: null, fromRow: 9, toRow: 10, message: 'rows 9-10 missing' },
        ],
      },
    };
    renderWithProviders(<UnfinishedJobs jobs={[damaged]} unreadable={[{ jobId: 'job-9', problem: 'no header' }]} onOpen={() => undefined} />, {
      bridge: fakeBridge(),
      locale: 'zh-CN',
    });
    expect(screen.getByText('其日志第 7 行无法读取。')).toBeTruthy();
    expect(screen.getByText('第 9–10 行下落不明：无法确定是否已发送。')).toBeTruthy();
    expect(screen.getByText('有 2 行下落不明。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '继续' })).toBeNull();
    expect(screen.getByRole('button', { name: '核对' })).toBeTruthy();
    expect(screen.getByText('job-9')).toBeTruthy();
  });
});
