import { queryOptions } from '@tanstack/react-query';
import { getLatestCheckpoint } from '@common/api/ticks';
import { api } from '@/lib/http/api';

/** A checkpoint is signed every minute: the page asks again at that pace while it is shown. */
const CHECKPOINT_EVERY_MS = 60_000;

/** The newest signed checkpoint (null before the first), for anyone. Silent: the page says when it could not load. */
export const latestCheckpointQuery = queryOptions({
  queryKey: ['tick-checkpoint', 'latest'],
  queryFn: () => api(getLatestCheckpoint, {}, { silent: true }),
  refetchInterval: CHECKPOINT_EVERY_MS,
});
