import { useCallback, useEffect, useState } from 'react';
import { forexDetail } from '@common/api/trade';
import { api } from '@/lib/http/api';
import { socketClient } from '@/lib/socket';
import { figuresOf, isTradePush, withTradePush, type RiskFigures } from './risk-figures';

/**
 * The risk rate, prepayment ratio and floating profit: loaded on entering the screen, on `reload` and after a
 * FOREX_CLOSED, live from FOREX_TRADE in between; a gap in the pushes loads them again.
 */
export function useRiskFigures(): { figures: RiskFigures | null; reload: () => Promise<void> } {
  const [figures, setFigures] = useState<RiskFigures | null>(null);

  const reload = useCallback(
    () =>
      api(forexDetail, {}, { silent: true })
        .then((detail) => setFigures(figuresOf(detail)))
        .catch(() => undefined),
    [],
  );

  useEffect(() => {
    void reload();
    const offTrade = socketClient.subscribe(
      'FOREX_TRADE',
      (data) => {
        if (isTradePush(data)) setFigures((shown) => withTradePush(shown, data));
      },
      () => void reload(),
    );
    // The server stops pushing FOREX_TRADE once nothing is open, so the figures after the last close are loaded.
    const offClosed = socketClient.subscribe('FOREX_CLOSED', () => void reload());
    return () => {
      offTrade();
      offClosed();
    };
  }, [reload]);

  return { figures, reload };
}
