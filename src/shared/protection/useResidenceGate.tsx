import { useAtomValue } from 'jotai';
import { useState, type ReactNode } from 'react';
import { isDemoAtom } from '@/lib/session';
import { ResidenceSheet } from './ResidenceSheet';
import { useClientProfile } from './useClientProfile';

export interface ResidenceGate {
  /** Runs the action, unless the client must first say where they live: then the residence sheet opens instead. */
  gate: (action: () => void) => void;
  /** The sheet; render it once in the screen. */
  sheet: ReactNode;
}

/**
 * A real account's first trade waits for its country of residence (issue 38), since the rules that apply depend on
 * it. The action tapped is not sent after the answer: the rules of that country may change the form under the
 * user's finger (a lower leverage), so they see it and tap again. A demo account keeps the default rules; a guest,
 * or a profile not read, is not asked (the server still applies its rules).
 */
export function useResidenceGate(): ResidenceGate {
  const isDemo = useAtomValue(isDemoAtom);
  const profile = useClientProfile();
  const [open, setOpen] = useState(false);
  // Mounted once first asked (it reads the area list), and kept, so it closes as a sheet does.
  const [asked, setAsked] = useState(false);
  const needed = !isDemo && profile !== null && profile.residence === null;
  return {
    gate: (action) => {
      if (!needed) return action();
      setAsked(true);
      setOpen(true);
    },
    sheet: asked ? <ResidenceSheet open={open} onClose={() => setOpen(false)} /> : null,
  };
}
