import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { adminLogout } from '@common/api/admin';
import { CONSOLE_LOCALES, localeInfo } from '@common/locales';
import { themeChoiceAtom, type ThemeChoice } from '@/lib/store';
import { Button } from '@/ui';
import { useOperatorLive } from '../chat/live';
import { CONFIG_PAGES } from '../config/pages';
import { adminMutation, useQueueCounts } from '../queries';
import { QUEUES } from '../queues/registry';
import { ConsoleLink, ConsoleRedirect } from '../routing/links';
import { consoleLocaleAtom, isConsoleLocale, operatorSessionAtom, store } from '../store';
import { Select } from '../ui/Select';
import { RoleName } from './RoleName';
import styles from './ConsoleShell.module.css';

// The frame of every signed-in page: the navigation (with how many items wait in each queue) and the operator's
// bar (who, which role, language, theme, sign out). A visitor without a session goes to the sign-in.

// A navigation link is current (styled, and `aria-current="page"`) on its page and on the pages under it (a
// queue's items); the dashboard's only on itself.
const NAV_LINK = { className: styles.link, activeProps: { className: styles.current } };

function NavLabel({ count, children }: { count?: number | undefined; children: React.ReactNode }) {
  return (
    <>
      <span>{children}</span>
      {count !== undefined && count > 0 ? <span className={styles.count}>{count}</span> : null}
    </>
  );
}

export function ConsoleShell() {
  const { t, i18n } = useLingui();
  const session = useAtomValue(operatorSessionAtom);
  const [locale, setLocale] = useAtom(consoleLocaleAtom);
  const [theme, setTheme] = useAtom(themeChoiceAtom);
  const counts = useQueueCounts();
  useOperatorLive();
  // The session ends here whatever the server answers (silent: a failed sign-out has nothing to correct).
  const signOut = useMutation({ ...adminMutation(adminLogout, { silent: true }), onSettled: () => store.set(operatorSessionAtom, null) });
  if (!session) return <ConsoleRedirect to="/login" />;

  const themes: { value: ThemeChoice; label: string }[] = [
    { value: 'system', label: t`System theme` },
    { value: 'light', label: t`Light` },
    { value: 'dark', label: t`Dark` },
  ];

  return (
    <div className={styles.frame}>
      <nav className={styles.nav} aria-label={t`Back office`}>
        <div className={styles.brand}>
          Meridian{' '}
          <span>
            <Trans>Back office</Trans>
          </span>
        </div>
        <ul className={styles.list}>
          <li>
            <ConsoleLink to="/" activeOptions={{ exact: true }} {...NAV_LINK}>
              <NavLabel>
                <Trans>Dashboard</Trans>
              </NavLabel>
            </ConsoleLink>
          </li>
        </ul>
        <h2 className={styles.heading}>
          <Trans>Queues</Trans>
        </h2>
        <ul className={styles.list}>
          {QUEUES.map((queue) => (
            <li key={queue.key}>
              <ConsoleLink to="/queues/$queue" params={{ queue: queue.key }} {...NAV_LINK}>
                <NavLabel count={counts.data?.[queue.key]}>{i18n._(queue.title)}</NavLabel>
              </ConsoleLink>
            </li>
          ))}
          <li>
            <ConsoleLink to="/chat" {...NAV_LINK}>
              <NavLabel count={counts.data?.conversations}>
                <Trans>Support chat</Trans>
              </NavLabel>
            </ConsoleLink>
          </li>
        </ul>
        <h2 className={styles.heading}>
          <Trans>Customers</Trans>
        </h2>
        <ul className={styles.list}>
          <li>
            <ConsoleLink to="/customers" {...NAV_LINK}>
              <NavLabel>
                <Trans>Find a customer</Trans>
              </NavLabel>
            </ConsoleLink>
          </li>
        </ul>
        <h2 className={styles.heading}>
          <Trans>Configuration</Trans>
        </h2>
        <ul className={styles.list}>
          {CONFIG_PAGES.map((page) => (
            <li key={page.key}>
              <ConsoleLink to="/config/$page" params={{ page: page.key }} {...NAV_LINK}>
                <NavLabel>{i18n._(page.title)}</NavLabel>
              </ConsoleLink>
            </li>
          ))}
        </ul>
        <h2 className={styles.heading}>
          <Trans>Records</Trans>
        </h2>
        <ul className={styles.list}>
          <li>
            <ConsoleLink to="/audit" {...NAV_LINK}>
              <NavLabel>
                <Trans>Audit log</Trans>
              </NavLabel>
            </ConsoleLink>
          </li>
          <li>
            <ConsoleLink to="/notify" {...NAV_LINK}>
              <NavLabel>
                <Trans>Notification delivery</Trans>
              </NavLabel>
            </ConsoleLink>
          </li>
          <li>
            <ConsoleLink to="/account" {...NAV_LINK}>
              <NavLabel>
                <Trans>My account</Trans>
              </NavLabel>
            </ConsoleLink>
          </li>
        </ul>
      </nav>
      <div className={styles.main}>
        <header className={styles.bar}>
          <span className={styles.who}>
            {session.operator.email} · <RoleName role={session.operator.role} />
          </span>
          <Select
            label={<Trans>Language</Trans>}
            value={locale}
            options={CONSOLE_LOCALES.map((code) => ({ value: code, label: localeInfo(code).nativeName }))}
            onChange={(value) => {
              if (isConsoleLocale(value)) setLocale(value);
            }}
          />
          <Select label={<Trans>Theme</Trans>} value={theme} options={themes} onChange={(value) => setTheme(value as ThemeChoice)} />
          <Button variant="secondary" size="s" loading={signOut.isPending} onClick={() => signOut.mutate({})}>
            <Trans>Sign out</Trans>
          </Button>
        </header>
        <main className={styles.content}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
