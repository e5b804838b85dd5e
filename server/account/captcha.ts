import { randomInt } from 'node:crypto';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import { digest, newToken, randomCode } from './tokens';

// The picture captcha used for registration when verify_reg_type is 2: five characters drawn as SVG with jitter
// and noise lines. A key is good for one answer within five minutes, right or wrong.

const TTL_MS = 5 * 60 * 1000;
const LENGTH = 5;

function drawSvg(text: string): string {
  const width = 150;
  const height = 50;
  // The alphabet is plain ASCII, so splitting by character is safe.
  const glyphs = Array.from(text, (char, index) => {
    const x = 18 + index * 26 + randomInt(-3, 4);
    const y = 34 + randomInt(-4, 5);
    const angle = randomInt(-25, 26);
    return `<text x="${x}" y="${y}" transform="rotate(${angle} ${x} ${y})" font-size="28" font-family="monospace" font-weight="700" fill="#1f3a8a">${char}</text>`;
  });
  const noise = Array.from({ length: 5 }, () => {
    const points = [randomInt(0, width), randomInt(0, height), randomInt(0, width), randomInt(0, height)];
    return `<line x1="${points[0]}" y1="${points[1]}" x2="${points[2]}" y2="${points[3]}" stroke="#7c8db5" stroke-width="1.5"/>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#eef2fb"/>${noise.join('')}${glyphs.join('')}</svg>`;
}

export async function newCaptcha(db: Database, clock: Clock): Promise<{ key: string; svg: string; answer: string }> {
  const answer = randomCode(LENGTH);
  const key = newToken();
  await db.query('INSERT INTO captchas (key, answer_hash, expires_at) VALUES ($1, $2, $3)', [
    digest(key),
    digest(answer),
    new Date(clock.now() + TTL_MS),
  ]);
  // Old captchas are of no use to anyone; clearing them here keeps the table small without a scheduler.
  await db.query('DELETE FROM captchas WHERE expires_at < $1', [new Date(clock.now() - TTL_MS)]);
  return { key, svg: drawSvg(answer), answer };
}

/** True when the answer is right; the key is spent either way. */
export async function checkCaptcha(db: Database, clock: Clock, key: string, answer: string): Promise<boolean> {
  const [row] = await db.query<{ answer_hash: string }>(
    `UPDATE captchas SET used_at = $2 WHERE key = $1 AND used_at IS NULL AND expires_at > $2 RETURNING answer_hash`,
    [digest(key), new Date(clock.now())],
  );
  return row !== undefined && row.answer_hash === digest(answer.trim().toUpperCase());
}
