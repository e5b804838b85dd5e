import { queryOptions } from '@tanstack/react-query';
import { getTradeReplay } from '@common/api/ticks';
import { api } from '@/lib/http/api';
import { sessionKey } from '@/lib/query';
import type { TradeRef } from '@/shared/tick-proof';

// The replay's one read (issue 37). A closed trade's life does not change, so the answer is kept while the app runs.
// Silent: a refusal (not closed, not the user's) is told on the screen in the server's words.
export const tradeReplayQuery = (token: string | null, trade: TradeRef) =>
  queryOptions({
    queryKey: sessionKey(token, 'trade-replay', trade),
    queryFn: () => api(getTradeReplay, trade, { silent: true }),
    enabled: token !== null,
    staleTime: Infinity,
  });
