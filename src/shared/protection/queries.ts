import { queryOptions } from '@tanstack/react-query';
import { limits, riskWarning, userProfile } from '@common/api/protection';
import type { LocaleCode } from '@common/locales';
import { api } from '@/lib/http/api';
import { sessionKey } from '@/lib/query';

// Client protection's reads (issue 38), one definition each, shared by the screens that apply the rules (trade, the
// option form, copy trading, registration, home) and the limits screen. Silent: a screen that cannot read the rules
// shows what it shows without them, and the server refuses what the rules forbid anyway.

/** The prefix of the session's protection answers (profile, limits): one invalidate asks them all again. */
export const protectionKey = (token: string | null) => sessionKey(token, 'protection');

/** The rules change seldom (an operator's edit, the residence told once): a minute-old profile is good enough. */
const PROFILE_FRESH_MS = 60_000;

/** Who the client is to the rules, and what the rules let them do (demo accounts too: the default rule set). */
export const clientProfileQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...protectionKey(token), 'profile'],
    queryFn: () => api(userProfile, {}, { silent: true }),
    enabled: token !== null,
    staleTime: PROFILE_FRESH_MS,
  });

/** The customer's own limits and exclusions (real accounts only: a demo account is answered 2001). */
export const limitsQuery = (token: string | null) =>
  queryOptions({
    queryKey: [...protectionKey(token), 'limits'],
    queryFn: () => api(limits, {}, { silent: true }),
    enabled: token !== null,
  });

/** Every risk warning asked, whoever asked it: a new residence or rule set asks them all again. */
export const RISK_WARNING_KEY = ['risk-warning'] as const;

/** The figure in the warning is recomputed quarterly: an hour-old warning is current. */
const WARNING_FRESH_MS = 60 * 60_000;

/**
 * The risk warning, translated by the server: of the caller's rule set (keyed by the session's token, which the
 * client sends), of `country`'s (a guest choosing a residence on the registration form), or the default's (a guest).
 */
export const riskWarningQuery = (token: string | null, locale: LocaleCode, country?: string) =>
  queryOptions({
    queryKey: [...RISK_WARNING_KEY, token, locale, country ?? null],
    queryFn: () => api(riskWarning, country === undefined ? {} : { country }, { silent: true }),
    staleTime: WARNING_FRESH_MS,
  });
