import { Trans, useLingui } from '@lingui/react/macro';
import { Navigate, Outlet } from '@tanstack/react-router';
import { useAtom, useAtomValue } from 'jotai';
import { adminLogout } from '@common/api/admin';
import { CONSOLE_LOCALES, localeInfo } from '@common/locales';
import { themeChoiceAtom, type ThemeChoice } from '@/lib/store';
import { Button } from '@/ui';
import { adminApi } from '../api';
import { useOperatorLive } from '../chat/live';
import { CONFIG_PAGES } from '../config/pages';
import { ConsoleLink, useConsoleLocation } from '../nav';
import { useQueueCounts } from '../queries';
import { QUEUES } from '../queues/registry';
import { consoleLocaleAtom, isConsoleLocale, operatorSessionAtom, store } from '../store';
import { Select } from '../ui/Select';
import { RoleName } from './RoleName';
import styles from './ConsoleShell.module.css';

// The frame of every signed-in page: the navigation (with how many items wait in each queue) and the operator's
// bar (who, which role, language, theme, sign out). A visitor without a session goes to the sign-in.

function NavItem({ to, children, count, current }: { to: string; children: React.ReactNode; count?: number | undefined; current: boolean }) {
  return (
    <li>
      <ConsoleLink to={to} className={current ? `${styles.link} ${styles.current}` : styles.link} ariaCurrent={current}>
        <span>{children}</span>
        {count !== undefined && count > 0 ? <span className={styles.count}>{count}</span> : null}
      </ConsoleLink>
    </li>
  );
}

export function ConsoleShell() {
  const { t, i18n } = useLingui();
  const session = useAtomValue(operatorSessionAtom);
  const [locale, setLocale] = useAtom(consoleLocaleAtom);
  const [theme, setTheme] = useAtom(themeChoiceAtom);
  const { path } = useConsoleLocation();
  const counts = useQueueCounts();
  useOperatorLive();
  if (!session) return <Navigate to="/login" />;

  const signOut = () => {
    void adminApi(adminLogout, {}, { silent: true })
      .catch(() => undefined)
      .finally(() => store.set(operatorSessionAtom, null));
  };
  const themes: { value: ThemeChoice; label: string }[] = [
    { value: 'system', label: t`System theme` },
    { value: 'light', label: t`Light` },
    { value: 'dark', label: t`Dark` },
  ];

  return (
    <div className={styles.frame}>
      <nav className={styles.nav} aria-label={t`Back office`}>
        <div className={styles.brand}>
          Meridian <span>
            <Trans>Back office</Trans>
          </span>
        </div>
        <ul className={styles.list}>
          <NavItem to="/" current={path === '/'}>
            <Trans>Dashboard</Trans>
          </NavItem>
        </ul>
        <h2 className={styles.heading}>
          <Trans>Queues</Trans>
        </h2>
        <ul className={styles.list}>
          {QUEUES.map((queue) => (
            <NavItem key={queue.key} to={`/queues/${queue.key}`} count={counts.data?.[queue.key]} current={path.startsWith(`/queues/${queue.key}`)}>
              {i18n._(queue.title)}
            </NavItem>
          ))}
          <NavItem to="/chat" count={counts.data?.conversations} current={path.startsWith('/chat')}>
            <Trans>Support chat</Trans>
          </NavItem>
        </ul>
        <h2 className={styles.heading}>
          <Trans>Customers</Trans>
        </h2>
        <ul className={styles.list}>
          <NavItem to="/customers" current={path.startsWith('/customers')}>
            <Trans>Find a customer</Trans>
          </NavItem>
        </ul>
        <h2 className={styles.heading}>
          <Trans>Configuration</Trans>
        </h2>
        <ul className={styles.list}>
          {CONFIG_PAGES.map((page) => (
            <NavItem key={page.key} to={`/config/${page.key}`} current={path === `/config/${page.key}`}>
              {i18n._(page.title)}
            </NavItem>
          ))}
        </ul>
        <h2 className={styles.heading}>
          <Trans>Records</Trans>
        </h2>
        <ul className={styles.list}>
          <NavItem to="/audit" current={path === '/audit'}>
            <Trans>Audit log</Trans>
          </NavItem>
          <NavItem to="/account" current={path === '/account'}>
            <Trans>My account</Trans>
          </NavItem>
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
          <Button variant="secondary" size="s" onClick={signOut}>
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
