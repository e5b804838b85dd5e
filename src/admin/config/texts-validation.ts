import { adminSaveFund } from '@common/api/input/fund';
import { adminSaveLoanConfig } from '@common/api/input/loan';
import { FIELD_LABELS } from '@common/field-labels';
import type { TextsDeclaration } from './translations-form';

// The texts of the configuration pages whose rows are written in several languages, each checked with its save
// call's own schema (common/api/input), so the console refuses what the server would (./translations-form.ts).

/** A fund's title and terms: English required. */
export const FUND_TEXTS: TextsDeclaration = { schema: adminSaveFund, titleRequired: true, descLabel: FIELD_LABELS.desc };

/** A loan term's name and description: optional (a term without one is named by its period), English first. */
export const LOAN_CONFIG_TEXTS: TextsDeclaration = { schema: adminSaveLoanConfig, titleRequired: false, descLabel: FIELD_LABELS.desc };
