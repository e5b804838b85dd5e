import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { freezeLink } from '@common/api/safeguards';
import { api } from '@/lib/http/api';
import { ApiCallError } from '@/lib/http/errors';
import { EmptyState, PageHeader, ShieldIcon } from '@/ui';
import styles from './Security.module.css';

/**
 * Where the freeze link of a security email lands: the account is frozen as the page opens, with no sign-in (the
 * link's token is the proof, good for 24 hours), and the page says what that means. Opening it again freezes nothing
 * more. A link that no longer works says so, and where to freeze the account instead.
 */
export function FreezeLinkScreen({ token }: { token: string }) {
  const { t } = useLingui();
  // Silent: the page itself tells the outcome. One call however often React mounts the page.
  const freezing = useMutation({
    mutationKey: [freezeLink.method, freezeLink.path],
    networkMode: 'always',
    retry: false,
    mutationFn: (linkToken: string) => api(freezeLink, { token: linkToken }, { silent: true }),
  });
  const sent = useRef(false);
  const { mutate } = freezing;
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(token);
  }, [mutate, token]);

  const failure = freezing.error instanceof ApiCallError ? freezing.error.message : t`The account could not be frozen. Try again.`;
  return (
    <>
      <PageHeader title={t`Freeze my account`} />
      <div className={styles.page}>
        {freezing.isSuccess ? (
          <EmptyState
            icon={<ShieldIcon size={56} />}
            title={t`Your account is frozen`}
            description={t`Withdrawals, transfers, new orders and new follows are refused. Your open positions stay open. Only support can unfreeze your account.`}
            action={<Link to="/mine/chat">{t`Customer service`}</Link>}
          />
        ) : freezing.isError ? (
          <EmptyState
            icon={<ShieldIcon size={56} />}
            title={t`This link did not freeze your account`}
            // The server's reason says where to freeze the account instead.
            description={<span role="alert">{failure}</span>}
            action={<Link to="/login">{t`Log in`}</Link>}
          />
        ) : (
          <EmptyState icon={<ShieldIcon size={56} />} title={t`Freezing your account…`} />
        )}
      </div>
    </>
  );
}
