import {
  MAX_MOVE_PERCENT,
  MAX_WINDOW_MINUTES,
  MIN_MOVE_PERCENT,
  MIN_WINDOW_MINUTES,
  isMovePercent,
  isWindowMinutes,
  levelProblem,
} from '@common/alert';
import type { PriceAlert } from '@common/api/alert';
import type { PriceAlertCondition } from '@common/notify';

// The alert form's values and checks, by the rules the server applies (common/alert.ts), so the form says what is
// wrong before anything is sent. No words here: the sheet words each problem.

export interface AlertForm {
  condition: PriceAlertCondition;
  level: string;
  percent: string;
  window: string;
  repeat: boolean;
}

/** The windows offered as chips; any other whole number of minutes in range may be typed. */
export const WINDOW_CHOICES = [5, 15, 60, 240, 1_440] as const;

export const MOVE_LIMITS = { MIN_MOVE_PERCENT, MAX_MOVE_PERCENT, MIN_WINDOW_MINUTES, MAX_WINDOW_MINUTES };

export type FormProblem = 'level_missing' | 'level_not_positive' | 'level_too_precise' | 'percent' | 'window';

/** A new alert's form, its level the price shown now. */
export function newForm(price: string): AlertForm {
  return { condition: 'above', level: price, percent: '2', window: '60', repeat: false };
}

/** The form of an alert to change. */
export function formOf(alert: PriceAlert): AlertForm {
  return {
    condition: alert.condition,
    level: alert.level ?? '',
    percent: alert.percent ?? '2',
    window: String(alert.window_minutes ?? 60),
    repeat: alert.repeat,
  };
}

/** What is wrong with the form for an instrument priced to `precision` decimals; empty when nothing. */
export function formProblems(form: AlertForm, precision: number): FormProblem[] {
  if (form.condition !== 'move') {
    const level = form.level.trim();
    if (level === '') return ['level_missing'];
    const problem = levelProblem(level, precision);
    if (problem === 'too_precise') return ['level_too_precise'];
    return problem === null ? [] : ['level_not_positive'];
  }
  const problems: FormProblem[] = [];
  if (!isMovePercent(form.percent.trim())) problems.push('percent');
  const window = form.window.trim();
  if (!/^\d{1,5}$/.test(window) || !isWindowMinutes(Number(window))) problems.push('window');
  return problems;
}

/** The call's parameters for the form: a level, or a move's percentage and window. */
export function termsOf(form: AlertForm): { level?: string; percent?: string; window_minutes?: number; repeat: 0 | 1 } {
  const repeat = form.repeat ? 1 : 0;
  if (form.condition === 'move') return { percent: form.percent.trim(), window_minutes: Number(form.window.trim()), repeat };
  return { level: form.level.trim(), repeat };
}
