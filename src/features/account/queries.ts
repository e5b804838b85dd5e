import { queryOptions } from '@tanstack/react-query';
import { getCaptcha, resetDemoAccount } from '@common/api/access';
import { getSetting } from '@common/api/settings';
import { api } from '@/lib/http/api';
import { callMutation } from '@/lib/query';
import { svgDataUrl } from '@/lib/svg-data-url';

// The account screens' reads, one definition each.

/** Putting the demo account back to its starting balance (the server's message confirms it). */
export const resetDemoMutation = callMutation(api, resetDemoAccount, { toastSuccess: true });

/** Whether registration shows the phone fields: the operator's choice. */
export const showMobileQuery = queryOptions({
  queryKey: ['setting', 'is_show_mobile'],
  queryFn: () => api(getSetting, { key: 'is_show_mobile' }, { silent: true }),
  select: (setting) => setting.value === '1',
});

/**
 * A picture captcha; each is single-use, so `round` asks for a new one. It never refreshes by itself (coming back to
 * the tab must not change the picture the user is reading) and is dropped once left.
 */
export const captchaQuery = (round: number) =>
  queryOptions({
    queryKey: ['captcha', round],
    queryFn: () => api(getCaptcha, {}).then((answer) => ({ key: answer.key, src: svgDataUrl(answer.svg) })),
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
