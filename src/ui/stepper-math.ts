/**
 * Decimal arithmetic for NumberStepper. Values travel as decimal strings and are never turned into binary floats,
 * so 0.1 + 0.2 is exactly 0.3.
 */
import { Decimal as D, formatAmountDown } from '@common/money';

type Dec = D;

const PLAIN_DECIMAL = /^\d+(\.\d*)?$|^\.\d+$/;

/** Parses a non-negative plain decimal string ("12", "0.5", ".5", "3."). Anything else is null. */
export function parseDecimal(value: string | null | undefined): Dec | null {
  if (value == null) return null;
  const text = value.trim();
  if (!PLAIN_DECIMAL.test(text)) return null;
  return new D(text.endsWith('.') ? text.slice(0, -1) : text);
}

function places(precision: number): number {
  return Number.isFinite(precision) ? Math.max(0, Math.min(20, Math.floor(precision))) : 0;
}

/** Formats with exactly `precision` decimals, dropping (not rounding up) extra digits. */
export function formatDecimal(value: Dec, precision: number): string {
  return formatAmountDown(value, places(precision));
}

function positiveStep(step: string): Dec | null {
  const s = parseDecimal(step);
  return s && s.gt(0) ? s : null;
}

/**
 * Whether minus may be pressed: value - step must stay above 0 (the spec: disabled when lots minus the step
 * is <= 0) and must not go below min.
 */
export function canDecrease(value: string, step: string, min?: string): boolean {
  const v = parseDecimal(value);
  const s = positiveStep(step);
  if (!v || !s) return false;
  const next = v.minus(s);
  if (next.lte(0)) return false;
  const lo = parseDecimal(min);
  return !(lo && next.lt(lo));
}

/** Whether plus may be pressed: value + step must not go above max. An empty value counts as 0. */
export function canIncrease(value: string, step: string, max?: string): boolean {
  const s = positiveStep(step);
  if (!s) return false;
  const v = parseDecimal(value) ?? new D(0);
  const hi = parseDecimal(max);
  return !(hi && v.plus(s).gt(hi));
}

export interface StepperBounds {
  min?: string;
  max?: string;
  /** Decimals shown. */
  precision: number;
}

function clamp(value: Dec, { min, max }: StepperBounds): Dec {
  const lo = parseDecimal(min);
  const hi = parseDecimal(max);
  if (hi && value.gt(hi)) return hi;
  if (lo && value.lt(lo)) return lo;
  return value;
}

/** value + step, kept within [min, max], with `precision` decimals. An empty or invalid value counts as 0. */
export function stepUp(value: string, step: string, bounds: StepperBounds): string {
  const s = positiveStep(step);
  const v = parseDecimal(value) ?? new D(0);
  if (!s) return formatDecimal(v, bounds.precision);
  return formatDecimal(clamp(v.plus(s), bounds), bounds.precision);
}

/**
 * value - step, kept within [min, max], with `precision` decimals. Returns the value unchanged when minus is not
 * allowed (see canDecrease).
 */
export function stepDown(value: string, step: string, bounds: StepperBounds): string {
  if (!canDecrease(value, step, bounds.min)) return value;
  const v = parseDecimal(value);
  const s = positiveStep(step);
  if (!v || !s) return value;
  return formatDecimal(clamp(v.minus(s), bounds), bounds.precision);
}

const DIGIT_BLOCKS = [0x0660, 0x06f0, 0x0966, 0x0e50, 0x1040, 0xff10];

/** Maps Arabic-Indic, Persian, Devanagari, Thai, Myanmar and full-width digits to ASCII 0-9. */
function asciiDigit(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  for (const zero of DIGIT_BLOCKS) {
    if (code >= zero && code <= zero + 9) return String(code - zero);
  }
  return char;
}

/**
 * Cleans what the user typed into a plain decimal with at most `precision` decimals, keeping a trailing dot so
 * typing "1." works. Local digits become ASCII; a comma, the Arabic decimal separator or a full-width dot
 * becomes ".". Everything else is dropped; so are leading zeros before another digit.
 */
export function sanitizeDecimalInput(raw: string, precision: number): string {
  const decimals = places(precision);
  let intPart = '';
  let fracPart = '';
  let seenDot = false;
  for (const ch of raw) {
    const c = asciiDigit(ch);
    if (c >= '0' && c <= '9') {
      if (seenDot) fracPart += c;
      else intPart += c;
    } else if (c === '.' || c === ',' || c === '\u066b' || c === '\uff0e') {
      seenDot = true;
    }
  }
  intPart = intPart.replace(/^0+(?=\d)/, '');
  if (!seenDot || decimals === 0) return intPart;
  return `${intPart === '' ? '0' : intPart}.${fracPart.slice(0, decimals)}`;
}

/**
 * The value to keep when the field loses focus: empty stays empty; otherwise clamped into [min, max] and shown
 * with `precision` decimals.
 */
export function normalizeStepperValue(value: string, bounds: StepperBounds): string {
  const v = parseDecimal(value);
  if (!v) return '';
  return formatDecimal(clamp(v, bounds), bounds.precision);
}

const isDigit = (char: string): boolean => /^\p{Nd}$/u.test(char);

/**
 * Where a caret at `at` in `shown` (the value as formatted, "1,234.50") sits in `raw` (the value itself, "1234.50"):
 * between the same digits. A caret right after a digit goes as far left as it can (before a decimal point that
 * follows), one right after a separator as far right (after the decimal point it follows).
 */
function caretInRaw(shown: string, raw: string, at: number): number {
  let before = 0;
  for (let index = 0; index < at && index < shown.length; index += 1) if (isDigit(shown.charAt(index))) before += 1;
  const afterDigit = at <= 0 || isDigit(shown.charAt(Math.min(at, shown.length) - 1));
  let digits = 0;
  let found = -1;
  for (let index = 0; index <= raw.length; index += 1) {
    if (digits === before) {
      if (afterDigit) return index;
      found = index;
    } else if (digits > before) break;
    if (isDigit(raw.charAt(index))) digits += 1;
  }
  return found === -1 ? raw.length : found;
}

/**
 * The selection to keep when a field's text changes from `shown` to `raw` (a formatted value to the value itself, as
 * NumberStepper does when it takes the focus): all of it when all was selected (Tab, select-all), else the same
 * digits on either side.
 */
export function selectionInRaw(shown: string, raw: string, start: number, end: number): [number, number] {
  if (start <= 0 && end >= shown.length) return [0, raw.length];
  const from = caretInRaw(shown, raw, start);
  return [from, start === end ? from : Math.max(from, caretInRaw(shown, raw, end))];
}
