// "Retry failures" of a merge job: only the orders that failed, only after a confirmation that lists them,
// and never one order alone (a merge takes two; the main process refuses it too, this says why first).
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { MERGE_MIN_ORDERS } from '../../../../shared/catalogue';
import { useIpcMutation } from '../../api/mutations';
import { useConfirm } from '../../components/ConfirmDialog';

export type RetryRefusal = { kind: 'tooFew'; count: number } | null;

export function useMergeRetry(jobId: string, platform: string) {
  const intl = useIntl();
  const confirm = useConfirm();
  const retry = useIpcMutation('jobs.retryFailed');
  const [refusal, setRefusal] = useState<RetryRefusal>(null);

  async function run(failedIds: readonly string[], listing: ReactNode): Promise<void> {
    setRefusal(null);
    if (failedIds.length < MERGE_MIN_ORDERS) {
      setRefusal({ kind: 'tooFew', count: failedIds.length });
      return;
    }
    const yes = await confirm({
      title: intl.formatMessage({ id: 'orders.retry.title' }),
      count: failedIds.length,
      target: intl.formatMessage({ id: 'orders.retry.target' }, { platform }),
      body: listing,
      confirmLabel: intl.formatMessage({ id: 'orders.retry.go' }, { count: failedIds.length }),
    });
    if (!yes) return;
    await retry.mutateAsync({ jobId, keys: [...failedIds] });
  }

  return { run, refusal, busy: retry.isPending, error: retry.error };
}
