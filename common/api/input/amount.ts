import { decimalMatching } from './fields';

// A money amount the user typed, as text. The schema only checks that it is a plain decimal (an optional minus, no
// exponent, bounded digits) so that zero, negative, over-precise and huge amounts reach the wallet's own checks and
// get a message that says what is wrong with them (common/wallet.ts, amountProblem).

const PLAIN_DECIMAL = /^-?\d{1,30}(\.\d{1,30})?$/;

export const amountText = decimalMatching(PLAIN_DECIMAL);
