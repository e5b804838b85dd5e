import { queryClient } from '../../lib/query';
import { store } from '../../lib/store';
import { refusalsAtom, watchRefusals } from './refusals';

export { MAX_REFUSALS, refusalsAtom, type Refusal, type RefusalKind } from './refusals';

let following = false;

/**
 * Starts keeping this session's refused attempts (once). Called by the screens that act (the trade forms, the orders
 * screen) as they load, so the watch is on before their first call; nothing is kept across a reload.
 */
export function followRefusals(): void {
  if (following) return;
  following = true;
  watchRefusals(queryClient, (update) => store.set(refusalsAtom, update));
}
