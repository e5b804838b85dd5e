import { CHARGE_STATUS } from '../../common/api/charge';
import { REVIEW_STATUS } from '../../common/api/identity';
import { WITHDRAW_STATUS } from '../../common/api/withdraw';
import type { Clock } from '../clock';
import type { Database } from '../db/database';
import type { Translate } from '../i18n/catalogs';
import { adminDepositPage, decideDeposit } from '../wallet/deposit-decisions';
import { adminIdentityPage, decideIdentity } from '../wallet/identity';
import { adminWithdrawalPage, decideWithdrawal } from '../wallet/withdrawal-decisions';
import { runDecisionCommand, type CommandResult } from './decision-command';
import { DRAW_TYPE, CHARGE_TYPE } from '../../common/wallet';

// The back office's wallet decisions on the command line, for an operator at the server without a browser:
//   pending [charges|withdrawals|identities]
//   approve <charge|withdrawal|identity> <id> --as <operator email>
//   reject <charge|withdrawal|identity> <id> --reason <text> --as <operator email>
// The same services as /admin/api decide, so a decision here is recorded with its operator like any other.

export const WALLET_USAGE = [
  'npm run operator -- pending [charges|withdrawals|identities]',
  'npm run operator -- approve <charge|withdrawal|identity> <id> --as <operator email>',
  'npm run operator -- reject <charge|withdrawal|identity> <id> --reason "<text>" --as <operator email>',
];

const KINDS = ['charge', 'withdrawal', 'identity'] as const;
type Kind = (typeof KINDS)[number];
const LISTS: Readonly<Record<string, Kind>> = { charges: 'charge', withdrawals: 'withdrawal', identities: 'identity' };
/** How many pending items one listing shows, oldest first. */
const LIST_LIMIT = 20;

async function pending(db: Database, kinds: readonly Kind[]): Promise<string[]> {
  const lines: string[] = [];
  for (const kind of kinds) {
    if (kind === 'charge') {
      const page = await adminDepositPage(db, CHARGE_STATUS.unchecked, 1);
      lines.push(`Pending deposits: ${page.total}`);
      for (const item of page.data.slice(0, LIST_LIMIT)) {
        lines.push(`  charge ${item.id}  user ${item.uid} ${item.email}  ${item.number} USD  ${item.type === CHARGE_TYPE.coin ? 'coin' : 'bank'} ${item.currency_code}  proof ${item.proof_url}`);
      }
    } else if (kind === 'withdrawal') {
      const page = await adminWithdrawalPage(db, WITHDRAW_STATUS.unchecked, 1);
      lines.push(`Pending withdrawals: ${page.total}`);
      for (const item of page.data.slice(0, LIST_LIMIT)) {
        const to = item.type === DRAW_TYPE.coin ? item.address : item.payee_account;
        lines.push(`  withdrawal ${item.id}  user ${item.uid} ${item.email}  ${item.number} USD (fee ${item.fee}, pays ${item.real_number} ${item.currency_code})  to ${to}`);
      }
    } else {
      const page = await adminIdentityPage(db, REVIEW_STATUS.waiting, 1);
      lines.push(`Pending identity checks: ${page.total}`);
      for (const item of page.data.slice(0, LIST_LIMIT)) {
        lines.push(`  identity ${item.user_id}  user ${item.uid} ${item.email}  ${item.name}  ${item.card_id}`);
      }
    }
  }
  return lines;
}

async function decide(db: Database, clock: Clock, operatorId: number, kind: Kind, id: number, approve: boolean, reason: string): Promise<string> {
  if (kind === 'charge') {
    const after = await decideDeposit(db, clock, operatorId, { id, action: approve ? 'approve' : 'reject', reason });
    return `charge ${id}: status ${after.status}${approve ? `, ${after.number} USD credited` : ''}`;
  }
  if (kind === 'withdrawal') {
    const after = await decideWithdrawal(db, clock, operatorId, { id, action: approve ? 'complete' : 'reject', reason });
    return `withdrawal ${id}: status ${after.status}${approve ? ', paid out' : ', amount released'}`;
  }
  const after = await decideIdentity(db, clock, operatorId, { id, action: approve ? 'approve' : 'reject', reason });
  return `identity ${id}: review_status ${after.review_status}`;
}

export function runWalletCommand(db: Database, clock: Clock, translate: Translate, args: readonly string[]): Promise<CommandResult> {
  return runDecisionCommand(db, translate, {
    kinds: KINDS,
    usage: WALLET_USAGE,
    pending: (list) => {
      const kinds = list === undefined ? KINDS : LISTS[list] ? [LISTS[list]] : null;
      return kinds ? pending(db, kinds) : null;
    },
    decide: (operatorId, kind, id, approve, reason) => decide(db, clock, operatorId, kind, id, approve, reason),
  }, args);
}
