import { useFormat } from '@/lib/useFormat';

/** Writes a decimal from the API grouped for the user's language, keeping its places (4 for a day profit). */
export function useFigure(): (value: string) => string {
  return useFormat().amount;
}
