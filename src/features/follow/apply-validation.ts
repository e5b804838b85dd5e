import { applyTrader } from '@common/api/input/follow';
import { refusedFields } from '@/lib/form-schema';

// The trader application's check with the server's own schema: a nickname of 2 to 30 characters, a bio of 1 to
// 300, an uploaded picture, and the agree box ticked (spec section 5).

export type ApplyField = 'nickname' | 'bio' | 'avatar' | 'agree';

export interface ApplyDraft {
  nickname: string;
  bio: string;
  /** The uploaded picture's url; empty before one is chosen. */
  avatar: string;
  agree: boolean;
}

/** The fields the server would refuse. */
export function applyProblems(draft: ApplyDraft): ReadonlySet<ApplyField> {
  const refused = refusedFields(applyTrader, { ...draft, agree: draft.agree ? 1 : 0 });
  return new Set((['nickname', 'bio', 'avatar', 'agree'] as const).filter((field) => refused.has(field)));
}

export const NICKNAME_MAX = 30;
export const BIO_MAX = 300;
