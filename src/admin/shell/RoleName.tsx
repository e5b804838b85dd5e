import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { OperatorRole } from '@common/api/operator-roles';

/** The roles' names in the console's language: shown beside an operator and offered where a role is chosen. */
export const ROLE_LABELS: Readonly<Record<OperatorRole, MessageDescriptor>> = {
  viewer: msg`Viewer`,
  support: msg`Support`,
  finance: msg`Finance`,
  admin: msg`Administrator`,
};

/** An operator role's name in the console's language. */
export function RoleName({ role }: { role: OperatorRole }) {
  const { i18n } = useLingui();
  return <>{i18n._(ROLE_LABELS[role])}</>;
}
