import {
  MAX_MOVE_PERCENT,
  MAX_WINDOW_MINUTES,
  MIN_MOVE_PERCENT,
  MIN_WINDOW_MINUTES,
  isMovePercent,
  isWindowMinutes,
  levelProblem,
} from '../../common/alert';
import { CODE } from '../../common/envelope';
import { Decimal } from '../../common/money';
import type { PriceAlertCondition } from '../../common/notify';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';

// What an alert's terms must be, checked against its instrument before anything is written: each refusal says what
// to change, in the reader's words.

/** What the rules need of an instrument. */
export interface AlertInstrument {
  id: number;
  showCode: string;
  precision: number;
  listed?: boolean;
  halted?: boolean;
}

export interface AlertTerms {
  condition: PriceAlertCondition;
  level: string | null;
  percent: string | null;
  windowMinutes: number | null;
}

/** The instrument an alert may be set on: one that exists, is listed and trades (not halted). */
export function alertableInstrument(instrument: AlertInstrument | undefined): AlertInstrument {
  if (!instrument || instrument.listed === false) throw new DomainError(CODE.NOT_FOUND, messages.instrumentNotFound);
  if (instrument.halted === true)
    throw new DomainError(CODE.INSTRUMENT_HALTED, messages.instrumentHalted, { instrument: instrument.showCode });
  return instrument;
}

/** Checks the terms for the instrument and answers them as stored (a level in plain digits, the others as given). */
export function checkedTerms(terms: AlertTerms, instrument: AlertInstrument): AlertTerms {
  if (terms.condition === 'move') {
    if (terms.level !== null) throw badInput(messages.alertMoveRequired);
    if (terms.percent === null || terms.windowMinutes === null) throw badInput(messages.alertMoveRequired);
    if (!isMovePercent(terms.percent)) throw badInput(messages.alertPercentOutOfRange, { min: MIN_MOVE_PERCENT, max: MAX_MOVE_PERCENT });
    if (!isWindowMinutes(terms.windowMinutes))
      throw badInput(messages.alertWindowOutOfRange, { min: MIN_WINDOW_MINUTES, max: MAX_WINDOW_MINUTES });
    return { ...terms, percent: new Decimal(terms.percent).toFixed() };
  }
  if (terms.percent !== null || terms.windowMinutes !== null || terms.level === null) throw badInput(messages.alertLevelRequired);
  const problem = levelProblem(terms.level, instrument.precision);
  if (problem === 'too_precise')
    throw badInput(messages.alertLevelTooPrecise, { instrument: instrument.showCode, decimals: instrument.precision });
  if (problem !== null) throw badInput(messages.alertLevelNotPositive);
  return { ...terms, level: new Decimal(terms.level).toFixed() };
}

function badInput(message: (typeof messages)[keyof typeof messages], values: Record<string, unknown> = {}): DomainError {
  return new DomainError(CODE.BAD_INPUT, message, values);
}
