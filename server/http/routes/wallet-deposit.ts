import type { FastifyInstance } from 'fastify';
import { chargeCoin, chargeList, chargeWire, quickChargeInfo, quickChargeSymbols, quickChargeWireInfo } from '../../../common/api/charge';
import * as chargeInput from '../../../common/api/input/charge';
import { noInput } from '../../../common/api/input/fields';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { messages } from '../../i18n/messages';
import { bankAccounts, collectCurrencies, toBankAccount, toCollectCurrency } from '../../wallet/deposit-config';
import { depositPage, submitCoinDeposit, submitWireDeposit, toDepositRecord } from '../../wallet/deposits';
import { requireRealUser } from '../../errors';
import { registerEndpoint } from '../route';
import type { SessionResolver } from '../../sessions';
import type { ClientProtection } from '../../protection/client-protection';

// Deposits (spec section 7, "quickCharge"): what one can pay in and to which accounts, the two kinds of request and
// the records. Demo users are refused the requests; a request on a break, or past a deposit limit, is refused too
// (server/protection/).

export function registerWalletDepositRoutes(
  app: FastifyInstance,
  db: Database,
  clock: Clock,
  sessions: SessionResolver,
  protection: Pick<ClientProtection, 'checkDeposit'>,
): void {
  registerEndpoint(app, sessions, quickChargeInfo, noInput, async () => ({
    symbols: (await collectCurrencies(db, true)).map(toCollectCurrency),
    wires: (await bankAccounts(db, { enabledOnly: true })).map(toBankAccount),
  }));

  registerEndpoint(app, sessions, quickChargeSymbols, noInput, async () => (await collectCurrencies(db, true)).map(toCollectCurrency));

  registerEndpoint(app, sessions, quickChargeWireInfo, chargeInput.wireInfo, async ({ input }) =>
    (await bankAccounts(db, { collectCurrencyId: input.bank_coin, enabledOnly: true })).map(toBankAccount),
  );

  registerEndpoint(app, sessions, chargeCoin, chargeInput.chargeCoin, async ({ input, user, succeedWith }) => {
    requireRealUser(user);
    const row = await db.transaction(async (tx) => {
      await protection.checkDeposit(tx, user.id, input.number);
      return submitCoinDeposit(tx, clock, user.id, {
        number: input.number,
        proofImg: input.proofImg,
        address: input.address,
        chargeId: input.charge_id,
      });
    });
    succeedWith(messages.chargeSubmitted);
    return toDepositRecord(row);
  });

  registerEndpoint(app, sessions, chargeWire, chargeInput.chargeWire, async ({ input, user, succeedWith }) => {
    requireRealUser(user);
    const row = await db.transaction(async (tx) => {
      await protection.checkDeposit(tx, user.id, input.number);
      return submitWireDeposit(tx, clock, user.id, { number: input.number, proofImg: input.proofImg, wireId: input.wire_id });
    });
    succeedWith(messages.chargeSubmitted);
    return toDepositRecord(row);
  });

  registerEndpoint(app, sessions, chargeList, chargeInput.chargeList, ({ input, user }) =>
    depositPage(db, user.id, input.type, input.page),
  );
}
