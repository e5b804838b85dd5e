import { CHARGE_STATUS } from '../../common/api/charge';
import { CODE } from '../../common/envelope';
import { Decimal, formatAmount } from '../../common/money';
import type { LimitPeriod } from '../../common/protection';
import type { Queryable } from '../db/database';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';

// What a deposit limit counts: the deposits asked for in the period, waiting for an operator or approved (one
// rejected or invalid brought nothing in). Counted when a request is made, so a limit stops the request itself.

const WAITING_OR_APPROVED = [CHARGE_STATUS.unchecked, CHARGE_STATUS.finished];

export async function depositedIn(db: Queryable, userId: number, since: number): Promise<Decimal> {
  const [row] = await db.query<{ total: string }>(
    'SELECT coalesce(sum(number), 0) AS total FROM charges WHERE user_id = $1 AND created_at >= $2 AND status = ANY($3::smallint[])',
    [userId, new Date(since), WAITING_OR_APPROVED],
  );
  return new Decimal(row?.total ?? 0);
}

const DEPOSIT_LIMIT_MESSAGES = {
  day: messages.depositLimitDay,
  week: messages.depositLimitWeek,
  month: messages.depositLimitMonth,
} as const;

export function depositLimitReached(period: LimitPeriod, limit: Decimal, used: Decimal, endsAt: number): DomainError {
  return new DomainError(CODE.DEPOSIT_LIMIT, DEPOSIT_LIMIT_MESSAGES[period], {
    limit: formatAmount(limit),
    used: formatAmount(used),
    until: new Date(endsAt),
  });
}
