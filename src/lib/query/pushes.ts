import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { PushData, Topic } from '@common/socket';
import { socketClient } from '../socket';
import { queryClient } from './client';

// The one place socket pushes reach the query cache. A feature declares, beside its query definitions, which
// cached answers a topic changes and how (pushRule); this module subscribes a topic only while a screen shows one
// of those answers (a query with observers), hands each push to the rules, and on a gap has the answers asked
// again. Screens never subscribe to account topics themselves.

export interface PushRule<T extends Topic> {
  topic: T;
  /** Whether a cached answer is one this topic changes (so showing it needs the topic). */
  matches: (key: QueryKey) => boolean;
  /** Applies one push to the cache (setQueryData, or invalidate what only a reload can tell). */
  apply: (client: QueryClient, data: PushData<T>) => void;
}

/** A registered rule: it follows its topic while wanted, typed by its own topic. */
interface Registered {
  matches: (key: QueryKey) => boolean;
  follow: () => () => void;
}

const rules: Registered[] = [];
const following = new Map<Registered, () => void>();

/** Registers how a topic changes some cached answers; features call it once, at module load. */
export function pushRule<T extends Topic>(rule: PushRule<T>): void {
  rules.push({
    matches: rule.matches,
    // The socket tab client counts listeners per topic, so two rules of one topic still make one subscription.
    follow: () =>
      socketClient.subscribe(
        rule.topic,
        (data) => rule.apply(queryClient, data),
        // Missed pushes: whatever they would have changed is asked again.
        () => void queryClient.invalidateQueries({ predicate: (query) => rule.matches(query.queryKey) }),
      ),
  });
  sync();
}

function shown(query: Query): boolean {
  return query.getObserversCount() > 0;
}

/** Follows the topics of the rules some shown answer needs, and lets go of the others. */
function sync(): void {
  const queries = queryClient.getQueryCache().getAll().filter(shown);
  for (const rule of rules) {
    const wanted = queries.some((query) => rule.matches(query.queryKey));
    const off = following.get(rule);
    if (wanted && !off) following.set(rule, rule.follow());
    else if (!wanted && off) {
      off();
      following.delete(rule);
    }
  }
}

queryClient.getQueryCache().subscribe((event) => {
  if (event.type === 'observerAdded' || event.type === 'observerRemoved' || event.type === 'removed') sync();
});
