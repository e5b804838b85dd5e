import { useQuery } from '@tanstack/react-query';
import type { ClientProfile } from '@common/api/protection';
import { useSessionToken } from '@/lib/query';
import { clientProfileQuery } from './queries';

/** The signed-in client's profile; null for a guest, and while it loads or when it could not be read. */
export function useClientProfile(): ClientProfile | null {
  return useQuery(clientProfileQuery(useSessionToken())).data ?? null;
}
