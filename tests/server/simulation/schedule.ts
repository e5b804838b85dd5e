import { seeded } from '../helpers/seeded';

// When a run of a given length crashes a given number of times: spread evenly over the run, each crash placed at a
// seeded point in its own stretch of steps, so a million steps crash exactly as often as asked (the per-step chance
// the short CI runs use would crash twelve thousand times) and a seed always crashes at the same steps.

/**
 * `crashes` distinct steps in 1 .. steps - 1 (step 0 runs on the first app), one in each of `crashes` equal stretches,
 * within the middle half of its stretch so two crashes are never next to each other where the stretches allow it.
 */
export function crashSteps(steps: number, crashes: number, seed: number): Set<number> {
  const span = steps - 1;
  if (crashes > span) throw new Error(`${crashes} crashes do not fit in ${steps} steps (one at most per step after the first)`);
  // A generator of its own, so the schedule does not shift the steps' random draws.
  const random = seeded(seed ^ 0x5eed_c0de);
  const at = new Set<number>();
  for (let index = 0; index < crashes; index += 1) {
    const start = 1 + Math.floor((index * span) / crashes);
    const width = 1 + Math.floor(((index + 1) * span) / crashes) - start;
    at.add(start + Math.floor(width / 4) + Math.floor(random() * Math.max(1, Math.floor(width / 2))));
  }
  return at;
}
