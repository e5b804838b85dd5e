import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSessionToken } from '../../lib/query';
import { CountBadge } from '../../ui/CountBadge';
import { chatUnreadQuery } from './queries';

/** The number of support replies not read yet, on a chat button (`corner`: over an icon's corner); nothing when none. */
export function UnreadCount({ corner = false }: { corner?: boolean }) {
  const { t } = useLingui();
  const token = useSessionToken();
  const unread = useQuery(chatUnreadQuery(token)).data?.unread ?? 0;
  return <CountBadge count={unread} corner={corner} label={(shown) => t`${shown} unread messages`} data-testid="chat-unread" />;
}
