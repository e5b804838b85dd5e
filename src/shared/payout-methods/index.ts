import { queryOptions } from '@tanstack/react-query';
import { getDrawMethod } from '@common/api/withdraw';
import type { DrawType } from '@common/wallet';
import { api } from '@/lib/http/api';
import { sessionKey } from '@/lib/query';

// The user's payout methods, read by the wallet's screens (the withdrawal's picker, the methods list) and by the
// security screen's withdrawal safeguards (each method's place on the allow-list): one query under one key, so a
// method allowed in one is allowed in the other at once. Silent: each screen shows a failed load in its own place.

/** The prefix of every type's list, to ask them all again after a change. */
export const payoutMethodsKey = (token: string | null) => sessionKey(token, 'payout-methods');

/** The user's payout methods of one type: coin addresses (1) or bank accounts (2). */
export const payoutMethodsQuery = (token: string | null, type: DrawType) =>
  queryOptions({
    queryKey: sessionKey(token, 'payout-methods', type),
    queryFn: () => api(getDrawMethod, { draw_type: type }, { silent: true }),
    enabled: token !== null,
  });
