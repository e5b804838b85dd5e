import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { APP_VERSION } from '@/lib/app-version';
import { clearCachedData } from '@/lib/clear-cache';
import { isLoggedInAtom } from '@/lib/store';
import { ConfirmDialog, InfoIcon, ListGroup, ListItem, LogoutIcon, PageHeader, TrashIcon, toast } from '@/ui';
import { useGoBack } from './navigation';
import { PreferenceRows } from './PreferenceRows';
import { useLogout } from './useLogout';

/** Version, language, theme, clearing cached data and, for a logged-in user, logout with confirmation (spec: /mine/system). */
export function SystemScreen() {
  const { t } = useLingui();
  const goBack = useGoBack();
  const navigate = useNavigate();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { ask: askLogout, dialog: logoutDialog } = useLogout();
  const [clearing, setClearing] = useState(false);

  const clear = async () => {
    setClearing(false);
    try {
      await clearCachedData();
      toast.show(t`Cached data cleared`, 'success');
    } catch {
      toast.show(t`Could not clear the cached data. Please try again.`, 'error');
    }
  };

  return (
    <>
      <PageHeader title={t`Settings`} onBack={goBack} />
      <ListGroup>
        <PreferenceRows />
      </ListGroup>
      <ListGroup>
        <ListItem
          icon={<InfoIcon />}
          title={t`Version`}
          trailing={
            <span className="num" dir="ltr" data-testid="app-version">
              {APP_VERSION}
            </span>
          }
        />
        <ListItem icon={<TrashIcon />} title={t`Clear cached data`} onClick={() => setClearing(true)} />
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
      <ConfirmDialog
        open={clearing}
        title={t`Clear cached data?`}
        message={t`Saved charts, news and lists are removed from this device and loaded again when needed. You stay logged in.`}
        confirmLabel={t`Clear`}
        onConfirm={() => void clear()}
        onCancel={() => setClearing(false)}
      />
    </>
  );
}
