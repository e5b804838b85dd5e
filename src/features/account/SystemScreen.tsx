import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useAtom, useAtomValue } from 'jotai';
import { LOCALES } from '@common/locales';
import { isLoggedInAtom, localeAtom, themeChoiceAtom } from '@/lib/store';
import { resolveTheme } from '@/lib/theme';
import { GlobeIcon, ListGroup, ListItem, LogoutIcon, MoonIcon, PageHeader, Switch } from '@/ui';
import { useGoBack } from './navigation';
import { useLogout } from './useLogout';

/** Language, theme and, for a logged-in user, logout with confirmation (spec: /mine/system). */
export function SystemScreen() {
  const { t } = useLingui();
  const goBack = useGoBack();
  const navigate = useNavigate();
  const locale = useAtomValue(localeAtom);
  const [themeChoice, setThemeChoice] = useAtom(themeChoiceAtom);
  const loggedIn = useAtomValue(isLoggedInAtom);
  const { ask: askLogout, dialog: logoutDialog } = useLogout();
  const dark = resolveTheme(themeChoice) === 'dark';

  return (
    <>
      <PageHeader title={t`Settings`} onBack={goBack} />
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
