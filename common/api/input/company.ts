import * as z from 'zod/mini';
import { boundedText, integerBetween, noInput, oneOf, page, positiveIntegerColumn } from './fields';
import { optionalEmail, optionalPlain, plainText, webUrl } from './content-fields';

// What the company calls of ../company.ts accept, one schema per call under the call's name.

export const getCompany = noInput;
export const getCompanyStatus = noInput;
/** The search text: any printable characters (it is only ever compared), at most 50 of them. */
export const searchCompany = z.object({ name: boundedText(50, 1) });

const flag = (fallback: 0 | 1) => z._default(z.optional(oneOf([0, 1] as const)), fallback);

export const adminCompanies = z.object({ page });
export const adminSaveCompany = z.object({
  id: z.optional(positiveIntegerColumn),
  name: plainText(100, 1),
  subject: optionalPlain(200),
  logo: webUrl,
  url: webUrl,
  registered_address: optionalPlain(300),
  location: optionalPlain(100),
  email: optionalEmail,
  office_address: optionalPlain(300),
  website: webUrl,
  enabled: flag(1),
  is_default: flag(0),
  sort: z._default(z.optional(integerBetween(0, 1_000_000)), 0),
});
