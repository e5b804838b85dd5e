import { CODE } from '../../common/envelope';
import type { Queryable } from '../db/database';
import { isCountryCode } from '../account/area-codes';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';

// The country of residence: one from the area list, told by the customer once (at registration or before the first
// trade); after that only an operator changes it, through support, with the reason in the audit log
// (admin-protection.ts). The rule set of that country applies to orders placed from then on.

export async function refuseUnlistedCountry(db: Queryable, country: string): Promise<void> {
  if (!(await isCountryCode(db, country))) throw new DomainError(CODE.BAD_INPUT, messages.residenceNotListed, { field: 'country' });
}

/** Sets the residence of a customer who has none yet (9501 when they have one). */
export async function setOwnResidence(db: Queryable, userId: number, country: string): Promise<void> {
  await refuseUnlistedCountry(db, country);
  const set = await db.query('UPDATE users SET residence = $2 WHERE id = $1 AND residence IS NULL RETURNING id', [userId, country]);
  if (set.length === 0) throw new DomainError(CODE.RESIDENCE_SET, messages.residenceSet);
}
