import { endpoint } from './endpoint';
import type * as input from './input/content';
import type { Page } from './page';

// The account pages' content (spec section 2): the people a user invited, the company's email addresses and the
// announcement. The texts come from back-office settings (see CONTENT_SETTINGS in ./admin-settings.ts).

export const INVITE_PAGE_SIZE = 20;

export interface Invitee {
  /** Masked: the first two characters of the address and its domain ("al***@example.com"). */
  account: string;
  /** When they registered, milliseconds since the epoch. */
  created_at: number;
}

export interface InviteList extends Page<Invitee> {
  invite_code: string;
}

export interface CompanyEmail {
  complaint_email: string;
  support_email: string;
}

export interface Announcement {
  /** The operator's text in the reader's language (else hk, else en); empty: the app's own text is shown. */
  content: string;
}

/** Real accounts only: a demo user is refused with "only true account" (spec section 5). */
export const inviteList = endpoint<InviteList, typeof input.inviteList>()({ method: 'GET', path: '/api/user/invite_list', auth: true });
export const companyEmail = endpoint<CompanyEmail>()({ method: 'GET', path: '/api/company/email' });
export const announcement = endpoint<Announcement>()({ method: 'GET', path: '/api/common/announcement' });
