import { useNavigate, useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useAtom, useAtomValue } from 'jotai';
import { useState } from 'react';
import { LOCALES } from '@common/locales';
import { localeAtom, sessionAtom, themeChoiceAtom } from '@/lib/store';
import { resolveTheme } from '@/lib/theme';
import { ConfirmDialog, GlobeIcon, ListGroup, ListItem, LogoutIcon, MoonIcon, PageHeader, Switch, toast } from '@/ui';

/** Language, theme and, for a logged-in user, logout with confirmation (spec: /mine/system). */
export function SystemScreen() {
  const { t } = useLingui();
  const router = useRouter();
  const navigate = useNavigate();
  const locale = useAtomValue(localeAtom);
  const [themeChoice, setThemeChoice] = useAtom(themeChoiceAtom);
  const [session, setSession] = useAtom(sessionAtom);
  const [confirming, setConfirming] = useState(false);
  const dark = resolveTheme(themeChoice) === 'dark';

  const logout = async () => {
    setConfirming(false);
    setSession(null);
    await navigate({ to: '/' });
    toast.show(t`Logged out`, 'success');
  };

  return (
    <>
      <PageHeader title={t`Settings`} onBack={() => router.history.back()} />
      <ListGroup>
        <ListItem
          icon={<GlobeIcon />}
          title={t`Language`}
          description={LOCALES[locale].nativeName}
          onClick={() => void navigate({ to: '/language' })}
        />
        <ListItem
          icon={<MoonIcon />}
          title={t`Dark theme`}
          trailing={
            <Switch checked={dark} onChange={(on) => setThemeChoice(on ? 'dark' : 'light')} label={t`Dark theme`} hideLabel />
          }
        />
      </ListGroup>
      {session ? (
        <ListGroup>
          <ListItem icon={<LogoutIcon />} title={t`Log out`} onClick={() => setConfirming(true)} />
        </ListGroup>
      ) : (
        <ListGroup>
          <ListItem title={t`Log in`} onClick={() => void navigate({ to: '/login' })} />
        </ListGroup>
      )}
      <ConfirmDialog
        open={confirming}
        title={t`Log out?`}
        message={t`You will need to log in again to trade.`}
        confirmLabel={t`Log out`}
        danger
        onConfirm={() => void logout()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
