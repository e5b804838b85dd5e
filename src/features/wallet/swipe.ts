// The swipe-to-reveal gesture of a list row (spec: payout lists support swipe to delete), as pure arithmetic so it is
// tested without a browser. Distances are in px; "revealed" is how far the row has moved aside to show its action.

/** How much of the drag must be sideways before the row follows it rather than the page scrolling. */
const SIDEWAYS = 8;

export type DragAxis = 'undecided' | 'sideways' | 'vertical';

/** Whether a drag of (dx, dy) so far is a swipe, a scroll, or too short to tell. */
export function dragAxis(dx: number, dy: number): DragAxis {
  if (Math.abs(dx) < SIDEWAYS && Math.abs(dy) < SIDEWAYS) return 'undecided';
  return Math.abs(dx) > Math.abs(dy) ? 'sideways' : 'vertical';
}

/**
 * How far the row is moved aside during a drag that started at `base`: the action sits at the inline end, so the
 * row follows a drag towards the inline start (leftwards in LTR, rightwards in RTL), within [0, width].
 */
export function revealedDuring(base: number, dx: number, width: number, rtl: boolean): number {
  const towardsStart = rtl ? dx : -dx;
  return Math.min(width, Math.max(0, base + towardsStart));
}

/** Where the row rests when released: open past half the action's width, closed otherwise. */
export function restingReveal(revealed: number, width: number): number {
  return revealed > width / 2 ? width : 0;
}
