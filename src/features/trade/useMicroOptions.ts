import { useQuery } from '@tanstack/react-query';
import type { MicroOptions } from '@common/api/micro';
import { microOptionsQuery } from './queries';

export interface MicroOptionsState {
  /** The expiries, preset amounts and loss rule on offer; null while they load or after a failure. */
  options: MicroOptions | null;
  failed: boolean;
  retry: () => void;
}

/** The micro options from the cache, asked again each time the form is shown. */
export function useMicroOptions(): MicroOptionsState {
  const { data, isError, isFetching, refetch } = useQuery(microOptionsQuery);
  // A retry under way is not a failure (the form shows it loading again).
  const failed = isError && !isFetching;
  return { options: isError ? null : (data ?? null), failed, retry: () => void refetch() };
}
