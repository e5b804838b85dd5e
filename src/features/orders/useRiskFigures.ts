import { useQuery } from '@tanstack/react-query';
import { contractDetailQuery } from '@/shared/account';
import { useSessionToken } from '@/lib/query';
import { figuresOf, type RiskFigures } from './risk-figures';

/**
 * The risk rate, prepayment ratio and floating profit of the contract account: its cached answer, kept live by
 * FOREX_TRADE and asked again after a FOREX_CLOSED (src/shared/account/queries.ts).
 */
export function useRiskFigures(): { figures: RiskFigures | null; reload: () => Promise<void> } {
  const { data, refetch } = useQuery({ ...contractDetailQuery(useSessionToken()), select: figuresOf });
  return { figures: data ?? null, reload: () => refetch().then(() => undefined) };
}
