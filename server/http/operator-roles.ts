import { allowedRoles } from '../../common/api/operator-roles';
import type { AnyEndpoint } from '../../common/api/endpoint';
import { CODE } from '../../common/envelope';
import { DomainError } from '../errors';
import { messages } from '../i18n/messages';
import type { SessionUser } from '../sessions';

// The one place the back office's roles are enforced: every call registered through registerEndpoint under
// /admin/api passes here with the roles its declaration in common/api allows. A call that declares none is for
// admins only, so an endpoint added without a label is closed to everyone else until it is labelled.

export const ADMIN_PREFIX = '/admin/api/';

export function checkOperatorRole(spec: AnyEndpoint, user: SessionUser | null): void {
  if (!spec.path.startsWith(ADMIN_PREFIX) || !spec.auth || !user) return;
  if (!user.role || !allowedRoles(spec).includes(user.role)) throw new DomainError(CODE.ROLE_FORBIDDEN, messages.roleForbidden);
}
