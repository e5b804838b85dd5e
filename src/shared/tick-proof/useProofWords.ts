import { useLingui } from '@lingui/react/macro';
import type { ProofCheckName, SettlementEvent } from '@common/tick-proof';

/** The words for a proof's checks (what it means when one breaks) and for the moments a tick decided. */
export function useProofWords() {
  const { t } = useLingui();
  return {
    /** A broken check, as a plain sentence: what no longer holds. */
    broken: (name: ProofCheckName): string => {
      switch (name) {
        case 'settlement':
          return t`The proof is of another tick than the one this order records.`;
        case 'tick_in_block':
          return t`The tick is not among the ticks of its minute's block.`;
        case 'block_hash':
          return t`The minute's block does not match its fingerprint (hash).`;
        case 'chain':
          return t`The chain of blocks from this minute to the signed one is broken.`;
        case 'checkpoint_head':
          return t`The signed checkpoint does not name this chain of blocks.`;
        case 'checkpoint_hash':
          return t`The signed checkpoint does not match its fingerprint (hash).`;
        case 'key':
          return t`The log was signed with another key than the one Meridian publishes.`;
        case 'signature':
          return t`The signature does not hold for this checkpoint and Meridian's key.`;
      }
    },
    /** What a settled tick decided. */
    event: (event: SettlementEvent): string => {
      switch (event) {
        case 'open':
          return t({ message: 'Open', context: 'price proof event' });
        case 'partial_close':
          return t({ message: 'Partial close', context: 'price proof event' });
        case 'close':
          return t({ message: 'Close', context: 'price proof event' });
        case 'option_open':
          return t({ message: 'Option opened', context: 'price proof event' });
        case 'option_settle':
          return t({ message: 'Option settled', context: 'price proof event' });
      }
    },
  };
}
