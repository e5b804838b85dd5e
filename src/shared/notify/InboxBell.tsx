import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSessionToken } from '@/lib/query';
import { BellIcon, CountBadge, countText } from '@/ui';
import { unreadCountQuery } from './queries';
import styles from './InboxBell.module.css';

/**
 * The bell that opens the inbox (issue 34), on the home header and the account centre: its count of unread entries
 * over the corner, none at zero. Its name carries the count, so a screen reader hears "Notifications, 3 unread"
 * rather than a bare number. A guest has no inbox: no bell, and nothing asked.
 */
export function InboxBell() {
  const token = useSessionToken();
  if (token === null) return null;
  return <SignedInBell token={token} />;
}

function SignedInBell({ token }: { token: string }) {
  const { t } = useLingui();
  const unread = useQuery(unreadCountQuery(token)).data?.unread ?? 0;
  const shown = countText(unread);
  return (
    <Link
      to="/mine/inbox"
      className={styles.bell}
      aria-label={unread > 0 ? t`Notifications, ${shown} unread` : t`Notifications`}
      data-testid="inbox-bell"
    >
      <BellIcon aria-hidden="true" />
      <CountBadge count={unread} corner data-testid="inbox-unread" />
    </Link>
  );
}
