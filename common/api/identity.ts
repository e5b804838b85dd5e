import { endpoint } from './endpoint';
import type * as input from './input/identity';

// Real-name verification (spec sections 3, 4 and 7): the user sends a name, an id number and a photo of each side
// of the card (their own uploads); an operator approves it or sends it back with a reason the user sees.

/** review_status: 0 the form (new, or rejected with a reason), 1 waiting for review, 2 verified. */
export const REVIEW_STATUS = { form: 0, waiting: 1, verified: 2 } as const;
export type ReviewStatus = (typeof REVIEW_STATUS)[keyof typeof REVIEW_STATUS];

export interface IdentityCenter {
  review_status: ReviewStatus;
  name: string;
  card_id: string;
  /** Urls of the two photos (opened with the user's token), empty before a first submit. */
  front_pic: string;
  reverse_pic: string;
  /** Why the last submission was sent back; empty otherwise. */
  reason: string;
}

/** The identity as an operator verified it, as other checks take it over (the loan identity: ./loan.ts). */
export interface VerifiedIdentity {
  /** The full name. */
  name: string;
  /** The card_id. */
  id_number: string;
}

export const realName = endpoint<IdentityCenter, typeof input.realName>()({
  method: 'POST',
  path: '/api/user_real/real_name',
  encoding: 'form',
  auth: true,
});

export const identityCenter = endpoint<IdentityCenter>()({ method: 'GET', path: '/api/user_real/center', auth: true });
