import type { FastifyInstance } from 'fastify';
import { identityCenter, realName } from '../../../common/api/identity';
import { noInput } from '../../../common/api/input/fields';
import * as identityInput from '../../../common/api/input/identity';
import type { Clock } from '../../clock';
import type { Database } from '../../db/database';
import { messages } from '../../i18n/messages';
import { identityCenter as readCenter, submitIdentity } from '../../wallet/identity';
import { requireRealUser } from '../../errors';
import { registerEndpoint } from '../route';
import type { SessionResolver } from '../../sessions';

// Real-name verification (spec section 7, "Identity"): submit, and the state the /mine/auth screen shows.

export function registerWalletIdentityRoutes(app: FastifyInstance, db: Database, clock: Clock, sessions: SessionResolver): void {
  registerEndpoint(app, sessions, realName, identityInput.realName, async ({ input, user, succeedWith }) => {
    requireRealUser(user);
    const center = await submitIdentity(db, clock, user.id, input);
    succeedWith(messages.identitySubmitted);
    return center;
  });

  registerEndpoint(app, sessions, identityCenter, noInput, ({ user }) => readCenter(db, user.id));
}
