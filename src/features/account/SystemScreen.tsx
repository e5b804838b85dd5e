import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { isLoggedInAtom } from '@/lib/store';
import { ListGroup, ListItem, LogoutIcon, PageHeader } from '@/ui';
import { useGoBack } from './navigation';
import { PreferenceRows } from './PreferenceRows';
import { useLogout } from './useLogout';

/** Language, theme and, for a logged-in user, logout with confirmation (spec: /mine/system). */
export function SystemScreen() {
  const { t } = useLingui();
  const goBack = useGoBack();
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { ask: askLogout, dialog: logoutDialog } = useLogout();

  return (
    <>
      <PageHeader title={t`Settings`} onBack={goBack} />
      <ListGroup>
        <PreferenceRows />
      </ListGroup>
      {loggedIn ? (
        <ListGroup>
          <ListItem icon={<LogoutIcon />} title={t`Log out`} danger chevron={false} onClick={askLogout} />
        </ListGroup>
      ) : (
        <ListGroup>
          <ListItem title={t`Log in`} onClick={() => void navigate({ to: '/login' })} />
        </ListGroup>
      )}
      {logoutDialog}
    </>
  );
}
