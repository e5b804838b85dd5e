import { useEffect, useState } from 'react';

/**
 * Keeps something mounted for `exitMs` after `open` turns false so it can play an exit animation.
 * Returns whether it should be in the tree.
 */
export function usePresence(open: boolean, exitMs = 240): boolean {
  const [mounted, setMounted] = useState(open);
  // Mount immediately when opened (state adjusted during render, no extra commit).
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    if (open || !mounted) return;
    const timer = window.setTimeout(() => {
      setMounted(false);
    }, exitMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [open, mounted, exitMs]);

  return open || mounted;
}
