import { useAtomValue } from 'jotai';
import { DEFAULT_STOP_OUT_LEVEL } from '@common/contract';
import { isUnsignedDecimalText } from '@common/money';
import { baseSettingsAtom } from '@/lib/store';

/**
 * The server's stop_out_level (published in the basic settings): the share of the margin in use at which positions
 * close. Until the settings have loaded (or from a visit before they carried it), the level the server starts with.
 */
export function useStopOutLevel(): string {
  const level = useAtomValue(baseSettingsAtom)?.stop_out_level;
  return level !== undefined && isUnsignedDecimalText(level) ? level : DEFAULT_STOP_OUT_LEVEL;
}
