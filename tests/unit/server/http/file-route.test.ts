import { describe, expect, it } from 'vitest';
import { attachment } from '../../../../server/http/file-route';

// A file's Content-Disposition: a plain ASCII name as it is; a name in the reader's language as an ASCII stand-in
// and as itself in UTF-8 (RFC 8187), since a header carries no other characters.

describe('a file’s Content-Disposition', () => {
  it('names an ASCII file as it is', () => {
    expect(attachment('statement 2026-03-01 to 2026-03-31.csv')).toBe('attachment; filename="statement 2026-03-01 to 2026-03-31.csv"');
  });

  it('names a file in another script twice: an ASCII stand-in, and itself encoded', () => {
    const header = attachment('帳戶結單 2026-03-01 至 2026-03-31.csv');
    expect(header).toBe(
      `attachment; filename="____ 2026-03-01 _ 2026-03-31.csv"; filename*=UTF-8''${encodeURIComponent('帳戶結單 2026-03-01 至 2026-03-31.csv')}`,
    );
    expect(decodeURIComponent(header.split("''")[1]!)).toBe('帳戶結單 2026-03-01 至 2026-03-31.csv');
    expect(attachment('a "quoted" name.csv')).toContain('filename="a _quoted_ name.csv"');
  });
});
