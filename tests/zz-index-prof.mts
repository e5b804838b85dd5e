import { AlertIndex, type IndexedAlert } from '../server/alert/alert-index';
const INSTR = 20, ALERTS = 100_000, STEPS = 4000, STEP_MOVE = 0.0002, STEP_MS = 500;
const WINDOWS = [5, 15, 30, 60, 240, 1_440];
function random(seed: number) { let s = seed >>> 0; return () => { s = (s * 1_664_525 + 1_013_904_223) >>> 0; return s / 2 ** 32; }; }
const bases = Array.from({ length: INSTR }, (_, i) => 100 + i * 50);
const index = new AlertIndex();
const next = random(34);
for (let i = 0; i < ALERTS; i++) {
  const inst = i % INSTR; const base = bases[inst]!; const kind = i % 3; const away = 0.002 + next() * 0.098;
  const a: IndexedAlert = { id: i + 1, userId: 1, instrumentId: inst + 1, condition: kind === 0 ? 'above' : kind === 1 ? 'below' : 'move',
    level: kind === 0 ? (base * (1 + away)).toFixed(2) : kind === 1 ? (base * (1 - away)).toFixed(2) : null,
    percent: kind === 2 ? (0.5 + next() * 9.5).toFixed(2) : null, windowMinutes: kind === 2 ? WINDOWS[i % 6]! : null,
    repeat: i % 2 === 0, armed: true, version: 1 };
  index.put(a);
}
const prices = [...bases]; const walk = random(7); let t = 0; let fired = 0;
const times: number[] = [];
for (let s = 0; s < STEPS; s++) {
  t += STEP_MS;
  const ticks = prices.map((p, i) => { const np = p * (1 + (walk() - 0.5) * STEP_MOVE); prices[i] = np; return np.toFixed(2); });
  const st = performance.now();
  for (let i = 0; i < INSTR; i++) fired += index.onTick(i + 1, t, ticks[i]!).length;
  times.push(performance.now() - st);
}
times.sort((a, b) => a - b);
console.log('fired', fired, 'median µs', (times[times.length >> 1]! * 1000).toFixed(0), 'p99 µs', (times[Math.floor(times.length * 0.99)]! * 1000).toFixed(0));
