// The bad values the generated-input suite sends, by what they are wrong as. `refusedBy` names the kinds of field for
// which an answer of code 1 is a failure in itself: a number that is no number must never be accepted; a hostile but
// well-formed text may be (it is stored as text and escaped where shown), so for those only "no 5xx, an envelope,
// and a refusal changes nothing" is required.

/** A field as its valid sample shows it: a whole number, a decimal, a money amount (../fuzz/schema-fields.ts,
 * isAmountField) or text. */
export type FieldKind = 'int' | 'decimal' | 'amount' | 'text';

export interface BadValue {
  name: string;
  value: unknown;
  /** Kinds of field for which code 1 is a failure. */
  refusedBy: readonly FieldKind[];
}

const NUMERIC: readonly FieldKind[] = ['int', 'decimal', 'amount'];
const ALL: readonly FieldKind[] = ['int', 'decimal', 'amount', 'text'];
/** More decimals than a sum of money has (cents). */
const PRECISE: readonly FieldKind[] = ['int', 'amount'];

/** Values that are not a number at all, or not one any field may hold: refused by every numeric field. */
export const BAD_NUMBERS: readonly BadValue[] = [
  { name: 'letters', value: 'abc', refusedBy: NUMERIC },
  { name: 'empty', value: '', refusedBy: NUMERIC },
  { name: 'leading space', value: ' 1', refusedBy: NUMERIC },
  { name: 'trailing space', value: '1 ', refusedBy: NUMERIC },
  { name: 'overflow to infinity', value: '1e309', refusedBy: NUMERIC },
  { name: 'negative overflow', value: '-1e309', refusedBy: NUMERIC },
  { name: 'NaN text', value: 'NaN', refusedBy: NUMERIC },
  { name: 'Infinity text', value: 'Infinity', refusedBy: NUMERIC },
  { name: 'hex', value: '0x10', refusedBy: NUMERIC },
  { name: 'exponent', value: '1e3', refusedBy: NUMERIC },
  { name: 'past the safe integers', value: '9007199254740993', refusedBy: NUMERIC },
  { name: 'thirty-five digits', value: '99999999999999999999999999999999999', refusedBy: NUMERIC },
  { name: 'negative zero', value: '-0', refusedBy: NUMERIC },
  { name: 'decimal comma', value: '1,5', refusedBy: NUMERIC },
  { name: 'arabic-indic digits', value: '١٢', refusedBy: NUMERIC },
  { name: 'plus sign', value: '+1', refusedBy: NUMERIC },
  { name: 'double minus', value: '--1', refusedBy: NUMERIC },
  { name: 'two points', value: '1..2', refusedBy: NUMERIC },
  { name: 'over-precise', value: '1.123456789012345678901234567890123', refusedBy: PRECISE },
  { name: 'three decimals', value: '10.005', refusedBy: PRECISE },
  { name: 'fraction where whole', value: '1.5', refusedBy: ['int'] },
  { name: 'whole with point zero', value: '1.0', refusedBy: ['int'] },
  { name: 'negative', value: '-1', refusedBy: NUMERIC },
  { name: 'negative decimal', value: '-5.25', refusedBy: NUMERIC },
];

/** Numbers a schema may accept that the database or the rules must still handle: never a 500. */
export const EDGE_NUMBERS: readonly BadValue[] = [
  { name: 'zero', value: '0', refusedBy: [] },
  { name: 'past int4', value: '2147483648', refusedBy: [] },
  { name: 'fifteen digits', value: '999999999999999', refusedBy: [] },
  { name: 'twelve digits with decimals', value: '999999999999.99', refusedBy: [] },
  { name: 'a thousandth', value: '0.001', refusedBy: PRECISE },
  { name: 'one cent', value: '0.01', refusedBy: [] },
];

/** Hostile text: markup, SQL, huge, control characters, direction overrides, NUL. */
export const HOSTILE_TEXT: readonly BadValue[] = [
  { name: 'script tag', value: '<script>alert(1)</script>', refusedBy: NUMERIC },
  { name: 'img onerror', value: '"><img src=x onerror=alert(1)>', refusedBy: NUMERIC },
  { name: 'sql quote', value: "' OR '1'='1' --", refusedBy: NUMERIC },
  { name: 'sql drop', value: '1; DROP TABLE users; --', refusedBy: NUMERIC },
  { name: 'ten thousand characters', value: 'A'.repeat(10_000), refusedBy: ALL },
  // Every field refuses control characters (the shared text rule, common/api/input/fields.ts); see CONTROL_CHARACTERS.
  { name: 'control characters', value: 'ab\u0001\u0007c', refusedBy: ALL },
  { name: 'NUL byte', value: 'a\u0000b', refusedBy: ALL },
  { name: 'ESC sequence', value: 'a\u001b[2Jb', refusedBy: ALL },
  { name: 'C1 control', value: 'a\u0085b\u009bc', refusedBy: ALL },
  { name: 'right-to-left override', value: '\u202Egnp.exe', refusedBy: NUMERIC },
  { name: 'zero-width and BOM', value: '\u200B\uFEFF1', refusedBy: NUMERIC },
  { name: 'emoji', value: '💸🚀', refusedBy: NUMERIC },
  { name: 'lone surrogate', value: 'a\uD800b', refusedBy: NUMERIC },
  { name: 'only spaces', value: '    ', refusedBy: NUMERIC },
  { name: 'path traversal', value: '../../etc/passwd', refusedBy: NUMERIC },
  { name: 'template braces', value: '{field} {{7*7}} ${7*7}', refusedBy: NUMERIC },
  { name: 'percent', value: '%', refusedBy: NUMERIC },
  { name: 'newline header', value: 'a\r\nSet-Cookie: x=1', refusedBy: NUMERIC },
];

/** Control characters no field takes: the text rule refuses them on one line and on several. */
export const CONTROL_CHARACTERS: readonly { name: string; value: string }[] = [
  { name: 'NUL', value: '\u0000' },
  { name: 'ESC', value: '\u001b' },
  { name: 'DEL', value: '\u007f' },
  { name: 'C1 NEL', value: '\u0085' },
  { name: 'C1 CSI', value: '\u009b' },
];

/**
 * Amounts no amount field takes. `schemaRefuses`: the amount rule's spelling itself refuses it; the others are plain
 * decimals that the wallet's checks refuse with their own message (common/wallet.ts, amountProblem) where the
 * schema leaves them through.
 */
export const MALFORMED_AMOUNTS: readonly { name: string; value: string; schemaRefuses: boolean }[] = [
  { name: 'exponent', value: '1e3', schemaRefuses: true },
  { name: 'exponent with a fraction', value: '2.5E2', schemaRefuses: true },
  { name: 'decimal comma', value: '10,50', schemaRefuses: true },
  { name: 'leading plus', value: '+10', schemaRefuses: true },
  { name: 'inner space', value: '10 000', schemaRefuses: true },
  { name: 'huge', value: `1${'0'.repeat(40)}`, schemaRefuses: true },
  { name: 'too many places', value: '10.005', schemaRefuses: false },
  { name: 'huge in plain digits', value: '9'.repeat(25), schemaRefuses: false },
];

/** JSON values of the wrong type (JSON bodies only): no field takes any of them. */
export const WRONG_JSON_TYPES: readonly BadValue[] = [
  { name: 'JSON true', value: true, refusedBy: ALL },
  { name: 'JSON null', value: null, refusedBy: ALL },
  { name: 'JSON array', value: ['1'], refusedBy: ALL },
  { name: 'JSON object', value: { $gt: '' }, refusedBy: ALL },
  { name: 'JSON float', value: 1.5, refusedBy: ['int', 'text'] },
  { name: 'JSON huge number', value: 1e308, refusedBy: ALL },
];

/** Whole bodies that cannot be read, or are not what the call takes. */
export interface BadBody {
  name: string;
  contentType: string | null;
  body: string | Buffer;
}

export const BAD_BODIES: readonly BadBody[] = [
  { name: 'unterminated JSON', contentType: 'application/json', body: '{"a":' },
  { name: 'JSON null', contentType: 'application/json', body: 'null' },
  { name: 'JSON array', contentType: 'application/json', body: '[1,2]' },
  { name: 'JSON string', contentType: 'application/json', body: '"x"' },
  { name: 'JSON with a BOM', contentType: 'application/json', body: '\uFEFF{}' },
  { name: 'JSON __proto__', contentType: 'application/json', body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' },
  { name: 'deeply nested JSON', contentType: 'application/json', body: `${'['.repeat(5_000)}${']'.repeat(5_000)}` },
  { name: 'form with a lone percent', contentType: 'application/x-www-form-urlencoded', body: 'a=%&b=%zz&%=1' },
  { name: 'form of ampersands', contentType: 'application/x-www-form-urlencoded', body: '&&&=&=' },
  { name: 'form with a long key', contentType: 'application/x-www-form-urlencoded', body: `${'k'.repeat(60_000)}=1` },
  { name: 'body over the limit', contentType: 'application/x-www-form-urlencoded', body: `a=${'x'.repeat(70_000)}` },
  { name: 'plain text', contentType: 'text/plain', body: 'hello' },
  { name: 'xml', contentType: 'application/xml', body: '<a>1</a>' },
  { name: 'multipart without boundary', contentType: 'multipart/form-data', body: 'garbage' },
  { name: 'no content type', contentType: null, body: 'a=1' },
  { name: 'content type with a bad charset', contentType: 'application/x-www-form-urlencoded; charset=ebcdic', body: 'a=1' },
  { name: 'binary', contentType: 'application/octet-stream', body: Buffer.from([0, 255, 1, 254, 0]) },
];
