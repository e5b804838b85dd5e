import { INVITE_PAGE_SIZE, type InviteList, type Invitee } from '../../common/api/content';
import type { Queryable } from '../db/database';
import { paged } from '../db/paging';

// The people who registered with a user's invite code, with their addresses masked: the inviter sees that someone
// joined, not who exactly.

/** "alice@example.com" -> "al***@example.com"; a phone number keeps its last 3 digits. */
export function maskAccount(email: string | null, mobile: string | null): string {
  if (email) {
    const at = email.lastIndexOf('@');
    const local = at > 0 ? email.slice(0, at) : email;
    return `${local.slice(0, Math.min(2, Math.max(1, local.length - 1)))}***${at > 0 ? email.slice(at) : ''}`;
  }
  if (mobile) return `***${mobile.slice(-3)}`;
  return '***';
}

export async function inviteList(db: Queryable, userId: number, inviteCode: string, page: number): Promise<InviteList> {
  const answer = await paged(
    db,
    { select: 'email, mobile, created_at', from: 'users WHERE inviter_id = $1', orderBy: 'created_at DESC, id DESC', params: [userId] },
    { page, size: INVITE_PAGE_SIZE },
    (row: { email: string | null; mobile: string | null; created_at: Date }): Invitee => ({
      account: maskAccount(row.email, row.mobile),
      created_at: row.created_at.getTime(),
    }),
  );
  return { ...answer, invite_code: inviteCode };
}
