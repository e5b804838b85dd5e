import { Trans } from '@lingui/react/macro';
import type { OperatorRole } from '@common/api/operator-roles';

/** An operator role's name in the console's language. */
export function RoleName({ role }: { role: OperatorRole }) {
  switch (role) {
    case 'viewer':
      return <Trans>Viewer</Trans>;
    case 'support':
      return <Trans>Support</Trans>;
    case 'finance':
      return <Trans>Finance</Trans>;
    case 'admin':
      return <Trans>Administrator</Trans>;
  }
}
