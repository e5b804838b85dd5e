import * as z from 'zod/mini';
import { ASSET_CLASSES, CLIENT_CATEGORIES, RISK_WARNING_STYLES } from '../../protection';
import { boundedText, integerBetween, multilineText, plainDecimal, positiveIntegerColumn, ruled } from './fields';
import { countryCode } from './protection';

// What the console's client-protection calls of ../admin-protection.ts accept, one schema per call under its name.

/** A leverage cap: a whole multiple from 1 to 1000 (whether the class's instruments offer one at or below it is the
 * service's check). */
const cap = integerBetween(1, 1000);

/** A close-out level as a ratio with up to 4 decimals ("0.5"); its range is the service's check. */
const closeOutLevel = ruled(plainDecimal(/^\d(\.\d{1,4})?$/), 'decimal');

export const adminSaveRuleSet = z.object({
  id: z.optional(positiveIntegerColumn),
  name: boundedText(60, 1),
  countries: ruled(z.array(countryCode).check(z.maxLength(300)), 'closed'),
  leverage_caps: z.partialRecord(ruled(z.enum(ASSET_CLASSES), 'closed'), cap),
  close_out_level: z.nullable(closeOutLevel),
  retail_options: ruled(z.boolean(), 'closed'),
  copy_trading: ruled(z.boolean(), 'closed'),
  risk_warning: ruled(z.enum(RISK_WARNING_STYLES), 'closed'),
});

export const adminDeleteRuleSet = z.object({ id: positiveIntegerColumn });

export const adminCustomerProtection = z.object({ id: positiveIntegerColumn });

/** The reason is what the audit log keeps of the decision. */
const reason = multilineText(500, 1);

export const adminSetResidence = z.object({ id: positiveIntegerColumn, country: countryCode, reason });

export const adminSetCategory = z.object({ id: positiveIntegerColumn, category: ruled(z.enum(CLIENT_CATEGORIES), 'closed'), reason });
