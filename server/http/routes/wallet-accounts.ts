import type { FastifyInstance } from 'fastify';
import { accountLog, forexChange, transfer, transferLog } from '../../../common/api/wallet';
import * as walletInput from '../../../common/api/input/wallet';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { messages } from '../../i18n/messages';
import { ledgerPage } from '../../wallet/ledger-entries';
import { kindOfType, transferBetweenAccounts, transferLog as readTransferLog } from '../../wallet/transfers';
import { requireRealUser } from '../../errors';
import { registerEndpoint } from '../route';
import type { SessionResolver } from '../../sessions';
import type { ContractEngine } from '../../contract/engine';
import { ACCOUNT_TYPE } from '../../../common/wallet';
import { refuseFrozen } from '../../security/freeze';

// The ledger and transfers between a user's own accounts (balances are answered with the user's own calls).

/** The contract engine's side of a transfer: how much may leave the contract account (floating losses count), and
 * being told after money moved in or out of it, so it reads the account again. */
export type ContractAccountView = Pick<ContractEngine, 'freeToTransfer' | 'cashChanged'>;

export function registerWalletAccountRoutes(
  app: FastifyInstance,
  db: Database,
  clock: Clock,
  sessions: SessionResolver,
  contracts: ContractAccountView,
): void {
  registerEndpoint(app, sessions, accountLog, walletInput.accountLog, ({ input, user, request }) =>
    ledgerPage(db, request.translate, {
      userId: user.id,
      page: input.page,
      type: input.type,
      accountKind: input.accountTypeId === undefined ? undefined : kindOfType(input.accountTypeId),
      from: input.from,
      to: input.to,
    }),
  );

  registerEndpoint(app, sessions, forexChange, walletInput.forexChange, ({ input, user, request }) =>
    ledgerPage(db, request.translate, {
      userId: user.id,
      page: input.page,
      type: input.type,
      accountKind: 'forex',
      from: input.from,
      to: input.to,
    }),
  );

  registerEndpoint(app, sessions, transfer, walletInput.transfer, async ({ input, user, succeedWith }) => {
    requireRealUser(user);
    // A frozen account moves no money between its accounts (9005): it would feed trading.
    await refuseFrozen(db, user.id);
    const limit = input.from === ACCOUNT_TYPE.forex ? await contracts.freeToTransfer(user.id) : undefined;
    const entry = await transferBetweenAccounts(db, clock, user.id, { from: input.from, to: input.to, amount: input.balance, limit });
    if (entry.from === ACCOUNT_TYPE.forex || entry.to === ACCOUNT_TYPE.forex) await contracts.cashChanged(user.id);
    succeedWith(messages.transferDone);
    return entry;
  });

  registerEndpoint(app, sessions, transferLog, walletInput.transferLog, ({ input, user }) =>
    readTransferLog(db, user.id, input.type, input.page),
  );
}
