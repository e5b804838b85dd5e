import { CHARGE_STATUS } from '../../common/api/charge';
import { REVIEW_STATUS } from '../../common/api/identity';
import { WITHDRAW_STATUS } from '../../common/api/withdraw';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Translate } from '../i18n/catalogs';
import { adminDepositPage, decideDeposit } from '../wallet/deposit-decisions';
import { identityQueue } from '../wallet/identity';
import { adminWithdrawalPage, decideWithdrawal } from '../wallet/withdrawal-decisions';
import {
  decisionUsage,
  pendingLines,
  runDecisionCommand,
  type CommandResult,
  type DecisionKinds,
  type DecisionRequest,
} from './decision-command';
import { DRAW_TYPE, CHARGE_TYPE } from '../../common/wallet';

// The back office's wallet decisions on the command line, for an operator at the server without a browser:
//   pending [charges|withdrawals|identities]
//   approve <charge|withdrawal|identity> <id> --as <operator email>
//   reject <charge|withdrawal|identity> <id> --reason <text> --as <operator email>
// The same services as /admin/api decide, so a decision here is recorded with its operator like any other.

type Kind = 'charge' | 'withdrawal' | 'identity';
const WALLET_KINDS: DecisionKinds<Kind> = {
  kinds: ['charge', 'withdrawal', 'identity'],
  lists: { charges: 'charge', withdrawals: 'withdrawal', identities: 'identity' },
  listsAllByDefault: true,
};

export const WALLET_USAGE = decisionUsage(WALLET_KINDS);

async function pending(db: Database, kind: Kind): Promise<string[]> {
  if (kind === 'charge') {
    const page = await adminDepositPage(db, CHARGE_STATUS.unchecked, 1);
    return pendingLines(
      'Pending deposits',
      page,
      (item) =>
        `charge ${item.id}  user ${item.uid} ${item.email}  ${item.number} ${item.currency_code} (credits ${item.usd_amount} USD at ${item.usd_price})  ${item.type === CHARGE_TYPE.coin ? 'coin' : 'bank'}  proof ${item.proof_url}`,
    );
  }
  if (kind === 'withdrawal') {
    const page = await adminWithdrawalPage(db, WITHDRAW_STATUS.unchecked, 1);
    return pendingLines('Pending withdrawals', page, (item) => {
      const to = item.type === DRAW_TYPE.coin ? item.address : item.payee_account;
      return `withdrawal ${item.id}  user ${item.uid} ${item.email}  ${item.number} USD (fee ${item.fee}, pays ${item.real_number} ${item.currency_code})  to ${to}`;
    });
  }
  const page = await identityQueue.page(db, REVIEW_STATUS.waiting, 1);
  return pendingLines(
    'Pending identity checks',
    page,
    (item) => `identity ${item.user_id}  user ${item.uid} ${item.email}  ${item.name}  ${item.card_id}`,
  );
}

async function decide(db: Database, clock: Clock, operatorId: number, request: DecisionRequest<Kind>): Promise<string> {
  const { kind, id, approve, reason, reference } = request;
  if (kind === 'charge') {
    const after = await decideDeposit(db, clock, operatorId, { id, action: approve ? 'approve' : 'reject', reason });
    return `charge ${id}: status ${after.status}${approve ? `, ${after.usd_amount} USD credited` : ''}`;
  }
  if (kind === 'withdrawal') {
    const after = await decideWithdrawal(db, clock, operatorId, { id, action: approve ? 'complete' : 'reject', reason, reference });
    return `withdrawal ${id}: status ${after.status}${approve ? ', paid out' : ', amount released'}`;
  }
  const after = await identityQueue.decide(db, clock, operatorId, { id, action: approve ? 'approve' : 'reject', reason });
  return `identity ${id}: review_status ${after.review_status}`;
}

export function runWalletCommand(db: Database, clock: Clock, translate: Translate, args: readonly string[]): Promise<CommandResult> {
  const area = {
    ...WALLET_KINDS,
    pending: (kind: Kind) => pending(db, kind),
    decide: (operatorId: number, request: DecisionRequest<Kind>) => decide(db, clock, operatorId, request),
  };
  return runDecisionCommand(db, translate, area, args);
}
