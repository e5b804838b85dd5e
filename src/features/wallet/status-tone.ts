/** How a decision reads at a glance: waiting for an operator, done, or turned down. */
export type StatusTone = 'waiting' | 'good' | 'bad';

/** A deposit's or a withdrawal's status: 0 waiting for review, 1 done, 2 rejected and 3 invalid turned down. */
export function toneOfStatus(status: number): StatusTone {
  if (status === 0) return 'waiting';
  return status === 1 ? 'good' : 'bad';
}
