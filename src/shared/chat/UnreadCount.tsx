import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSessionToken } from '../../lib/query';
import { chatUnreadQuery } from './queries';
import styles from './UnreadCount.module.css';

/** The number of support replies not read yet, on a chat button (`corner`: over an icon's corner); nothing when none. */
export function UnreadCount({ corner = false }: { corner?: boolean }) {
  const { t } = useLingui();
  const token = useSessionToken();
  const unread = useQuery(chatUnreadQuery(token)).data?.unread ?? 0;
  if (unread <= 0) return null;
  const shown = unread > 99 ? '99+' : String(unread);
  return (
    <span
      className={`${styles.unread}${corner ? ` ${styles.corner}` : ''} num`}
      data-testid="chat-unread"
      aria-label={t`${shown} unread messages`}
    >
      {shown}
    </span>
  );
}
