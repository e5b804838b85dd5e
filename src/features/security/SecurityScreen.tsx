import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { CODE } from '@common/envelope';
import { useGoBack } from '@/lib/go-back';
import { ApiCallError } from '@/lib/http/errors';
import { useAsOf, useSessionToken } from '@/lib/query';
import { isDemoAtom } from '@/lib/session';
import { useStepUp } from '@/shared/security';
import { AsOfNote, HistoryIcon, ListGroup, ListItem, LoadFailed, LockIcon, OfflineReason, PageHeader, SkeletonCards } from '@/ui';
import { AntiPhishingSection } from './AntiPhishingSection';
import { AuthenticatorSection } from './AuthenticatorSection';
import { DemoSecurityNotice } from './DemoSecurityNotice';
import { FreezeSection } from './FreezeSection';
import { PasskeysSection } from './PasskeysSection';
import { securityKey, securityOverviewQuery } from './queries';
import { RecoveryCodes } from './RecoveryCodes';
import { RecoveryCodesSection } from './RecoveryCodesSection';
import styles from './Security.module.css';
import { WithdrawalSafeguardsSection } from './WithdrawalSafeguardsSection';

/**
 * /mine/security (issue 33): the account's security, one section per part, from GET /api/security/overview: the
 * authenticator app, its recovery codes, the passkeys, the withdrawal safeguards, the anti-phishing code, the ways to
 * the devices and sessions and to the security log, and freezing the account last (a frozen account is told so
 * first). A demo account is told why it has none of it.
 */
export function SecurityScreen() {
  const { t } = useLingui();
  const goBack = useGoBack();
  const isDemo = useAtomValue(isDemoAtom);
  return (
    <>
      <PageHeader title={t`Security`} onBack={goBack} />
      <div className={styles.page}>{isDemo ? <DemoSecurityNotice /> : <SecurityOverviewSections />}</div>
    </>
  );
}

function SecurityOverviewSections() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const token = useSessionToken();
  const overview = useQuery(securityOverviewQuery(token));
  const asOf = useAsOf([securityKey(token)]);
  const stepUp = useStepUp();
  // New recovery codes are shown in place of the sections until the user says they saved them.
  const [newCodes, setNewCodes] = useState<readonly string[] | null>(null);

  if (newCodes) return <RecoveryCodes codes={newCodes} onDone={() => setNewCodes(null)} />;
  // The server's word decides: an account it refuses as a demo one (2001) is told so, not shown a failed load.
  if (overview.error instanceof ApiCallError && overview.error.code === CODE.ONLY_REAL_ACCOUNT) return <DemoSecurityNotice />;
  const { data } = overview;
  return (
    <>
      <AsOfNote at={asOf} />
      {data ? (
        <>
          {data.frozen ? <FreezeSection overview={data} /> : null}
          <AuthenticatorSection overview={data} stepUp={stepUp} />
          <RecoveryCodesSection overview={data} stepUp={stepUp} onCodes={setNewCodes} />
          <PasskeysSection overview={data} stepUp={stepUp} />
          <WithdrawalSafeguardsSection overview={data} stepUp={stepUp} />
          <AntiPhishingSection overview={data} />
          <OfflineReason />
        </>
      ) : overview.isError ? (
        <LoadFailed onRetry={() => void overview.refetch()} />
      ) : (
        <SkeletonCards count={2} />
      )}
      <ListGroup card>
        <ListItem
          icon={<LockIcon />}
          title={t`Devices and sessions`}
          description={t`Where your account is signed in, and signing out the others`}
          onClick={() => void navigate({ to: '/mine/security/sessions' })}
        />
        <ListItem
          icon={<HistoryIcon />}
          title={t`Security log`}
          description={t`Every change and check, with time, device and address`}
          onClick={() => void navigate({ to: '/mine/security/log' })}
        />
      </ListGroup>
      {data && !data.frozen ? <FreezeSection overview={data} /> : null}
      {stepUp.dialog}
    </>
  );
}
