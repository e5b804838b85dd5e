import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import type { LimitState } from '@common/api/protection';
import { CODE } from '@common/envelope';
import { LIMIT_KINDS } from '@common/protection';
import { useGoBack } from '@/lib/go-back';
import { ApiCallError } from '@/lib/http/errors';
import { useAsOf, useSessionToken } from '@/lib/query';
import { isDemoAtom } from '@/lib/session';
import { useOnline } from '@/lib/useOnline';
import { DemoNotice } from '@/shared/demo-guard';
import { limitsQuery, protectionKey, useClientProfile } from '@/shared/protection';
import { useStepUp } from '@/shared/security';
import { AsOfNote, LoadFailed, OfflineReason, PageHeader, SkeletonCards } from '@/ui';
import { CoolOffSection } from './CoolOffSection';
import { LimitGroup } from './LimitGroup';
import { LimitSheet } from './LimitSheet';
import { ProfileSection } from './ProfileSection';
import { ReminderGroup } from './ReminderGroup';
import { ReminderSheet } from './ReminderSheet';
import { SelfExclusionSection } from './SelfExclusionSection';
import { useLimitsChanges } from './useLimitsChanges';
import styles from './Limits.module.css';

/**
 * /mine/limits, "Trading limits" (issue 38): the client profile and the rules it brings, then the limits a customer
 * sets on themselves, from GET /api/limits: deposit
 * and loss limits per day, week and month, the session reminder, a cool-off and self-exclusion. Tightening takes
 * effect at once, loosening a day later (each sheet says which before saving). A demo account has none of it.
 */
export function LimitsScreen() {
  const { t } = useLingui();
  const goBack = useGoBack();
  const isDemo = useAtomValue(isDemoAtom);
  return (
    <>
      <PageHeader title={t`Trading limits`} onBack={goBack} />
      <div className={styles.page}>{isDemo ? <LimitsDemoNotice /> : <LimitsSections />}</div>
    </>
  );
}

function LimitsDemoNotice() {
  const { t } = useLingui();
  return <DemoNotice text={t`A demo account holds no real money, so it has no trading limits. Register a real account to set them.`} />;
}

function LimitsSections() {
  const token = useSessionToken();
  const online = useOnline();
  const overview = useQuery(limitsQuery(token));
  const profile = useClientProfile();
  const asOf = useAsOf([protectionKey(token)]);
  const stepUp = useStepUp();
  const changes = useLimitsChanges(stepUp);
  const [editing, setEditing] = useState<LimitState | null>(null);
  const [editingReminder, setEditingReminder] = useState(false);

  // The server's word decides: an account it refuses as a demo one (2001) is told so, not shown a failed load.
  if (overview.error instanceof ApiCallError && overview.error.code === CODE.ONLY_REAL_ACCOUNT) return <LimitsDemoNotice />;
  const { data } = overview;
  if (!data) return overview.isError ? <LoadFailed onRetry={() => void overview.refetch()} /> : <SkeletonCards count={3} />;
  const disabled = !online;

  return (
    <>
      <AsOfNote at={asOf} />
      {profile === null ? null : <ProfileSection profile={profile} disabled={disabled} />}
      {LIMIT_KINDS.map((kind) => (
        <LimitGroup key={kind} kind={kind} limits={data.limits} disabled={disabled} onEdit={setEditing} />
      ))}
      <ReminderGroup overview={data} disabled={disabled} onEdit={() => setEditingReminder(true)} />
      <CoolOffSection until={data.cool_off_until} coolOff={changes.coolOff} />
      <SelfExclusionSection overview={data} exclusion={changes.exclusion} />
      <OfflineReason />
      {editing === null ? null : (
        <LimitSheet
          limit={editing}
          busy={changes.limit.isPending}
          onSave={(amount) =>
            changes.limit.mutate({ kind: editing.kind, period: editing.period, amount }, { onSuccess: () => setEditing(null) })
          }
          onClose={() => setEditing(null)}
        />
      )}
      {editingReminder ? (
        <ReminderSheet
          current={data.session_minutes}
          busy={changes.reminder.isPending}
          onSave={(minutes) => changes.reminder.mutate({ minutes }, { onSuccess: () => setEditingReminder(false) })}
          onClose={() => setEditingReminder(false)}
        />
      ) : null}
      {stepUp.dialog}
    </>
  );
}
