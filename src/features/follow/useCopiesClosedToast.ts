import { useLingui } from '@lingui/react/macro';
import type { CloseCopiesResult } from '@common/api/follow';
import { toast } from '@/ui';
import { useFollowFormat } from './useFollowFormat';

/** After every open copy of a follow closed: how many, and what they realised. */
export function useCopiesClosedToast(): (result: CloseCopiesResult) => void {
  const { t } = useLingui();
  const format = useFollowFormat();
  return (result) => {
    const closed = result.closed;
    const profit = format.profit(result.profit).text;
    toast.show(t`Copies closed: ${closed}. Realised profit: ${profit} USD`, 'success');
  };
}
