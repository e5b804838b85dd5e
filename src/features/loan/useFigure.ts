import { useFormat } from '@/lib/useFormat';

/** Writes a decimal from the API (or common/loan.ts) grouped for the user's language, keeping its places. */
export function useFigure(): (value: string) => string {
  return useFormat().amount;
}

/** Writes a YYYY-MM-DD day in the user's language (the day itself, whatever the device's time zone). */
export function useDay(): (day: string) => string {
  return useFormat().day;
}

/** Writes a moment (ms) in the user's language and time zone. */
export function useMoment(): (ms: number) => string {
  return useFormat().dateTime;
}
