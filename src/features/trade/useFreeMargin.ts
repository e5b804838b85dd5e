import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { forexDetail, type ForexDetail } from '@common/api/trade';
import { api } from '@/lib/http/api';
import { baseSettingsAtom, sessionAtom } from '@/lib/store';

export interface FreeMargin {
  /** The contract account's free margin; null for a guest or while it loads. */
  balance: string | null;
  /** The fee rule the preview uses: the account's when known, else the public base setting (1 by default). */
  feeType: number;
  /** Loads the account again (after an order took margin). */
  reload: () => void;
}

/**
 * What the order form's preview needs from the contract account. Loaded each time the form is shown (the trade
 * screen is kept alive, and a hidden screen's effects stop) and after each order.
 */
export function useFreeMargin(): FreeMargin {
  const token = useAtomValue(sessionAtom)?.token ?? null;
  const settings = useAtomValue(baseSettingsAtom);
  const [detail, setDetail] = useState<{ token: string; value: ForexDetail } | null>(null);
  const [asked, setAsked] = useState(0);

  useEffect(() => {
    if (!token) return;
    let current = true;
    // Silent: the preview shows "--" without it, and the submit itself reports what goes wrong.
    api(forexDetail, {}, { silent: true })
      .then((value) => {
        if (current) setDetail({ token, value });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [token, asked]);

  const reload = useCallback(() => setAsked((count) => count + 1), []);
  // Another user's figures are never shown while this one's load.
  const mine = detail && detail.token === token ? detail.value : null;
  return { balance: mine?.balance ?? null, feeType: mine?.TradeFeeType ?? settings?.trade_fee_type ?? 1, reload };
}
