import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { setAllowList, setPayoutMethodAllowed, type WithdrawalSafeguardState } from '@common/api/safeguards';
import type { SecurityOverview } from '@common/api/security';
import type { DrawMethod } from '@common/api/withdraw';
import { STEP_UP_KIND } from '@common/security';
import { useSessionToken } from '@/lib/query';
import { useDateTime } from '@/lib/useFormat';
import { useOnline } from '@/lib/useOnline';
import { steppedUpMutation, type StepUp } from '@/shared/security';
import { Badge, Card, ConfirmDialog, Switch } from '@/ui';
import { PAYOUT_METHOD_TYPES, payoutMethodsKey, payoutMethodsQuery, payoutMethodText } from './payout-methods-query';
import { securityKey } from './queries';
import styles from './Security.module.css';

/**
 * The withdrawal safeguards on the security screen (issue 33): the allow-list mode, and under it the user's payout
 * methods, each allowed or not; a lock after a security change and a suspension after the mode was turned off, each
 * with its end. Turning the mode off and allowing a method loosen a limit: the server asks for a step-up (9002) when
 * the account has a second factor. Turning it off is asked first, since it pauses withdrawals for a day.
 */
export function WithdrawalSafeguardsSection({ overview, stepUp }: { overview: SecurityOverview; stepUp: StepUp }) {
  const { t } = useLingui();
  const titleId = useId();
  const online = useOnline();
  const client = useQueryClient();
  const token = useSessionToken();
  const [askingOff, setAskingOff] = useState(false);
  // A change refreshes the overview and the methods' marks, here and in the withdrawal's picker.
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: securityKey(token) }),
      client.invalidateQueries({ queryKey: payoutMethodsKey(token) }),
    ]);
  const switching = useMutation({ ...steppedUpMutation(stepUp, setAllowList, STEP_UP_KIND.LOOSEN_LIMIT), onSettled: refresh });
  const allowing = useMutation({
    ...steppedUpMutation(stepUp, setPayoutMethodAllowed, STEP_UP_KIND.LOOSEN_LIMIT),
    onSettled: refresh,
  });
  const { safeguards } = overview;
  const on = safeguards.allow_list;
  const busy = switching.isPending || allowing.isPending;

  return (
    <Card aria-labelledby={titleId} data-testid="withdrawal-safeguards-section">
      <h2 id={titleId} className={styles.sectionTitle}>
        {t`Withdrawal safeguards`}
      </h2>
      <WithdrawalHolds safeguards={safeguards} />
      <Switch
        className={styles.switchRow}
        label={t`Withdrawal allow-list`}
        checked={on}
        disabled={!online || busy}
        onChange={(checked) => {
          if (checked) switching.mutate({ on: true });
          else setAskingOff(true);
        }}
      />
      <p className={styles.muted}>
        {on
          ? t`Withdrawals go only to the payout methods you allowed below.`
          : t`Turn it on so that withdrawals go only to the payout methods you allow.`}
      </p>
      <PayoutMethods
        allowListOn={on}
        disabled={!online || busy}
        changing={allowing.isPending ? Number(allowing.variables.draw_method_id) : null}
        onAllowed={(method, allowed) => allowing.mutate({ draw_method_id: method.id, allowed })}
      />
      <ConfirmDialog
        open={askingOff}
        title={t`Turn off the allow-list?`}
        message={t`Withdrawals are paused for 24 hours. After that, any of your payout methods can be used.`}
        confirmLabel={t`Turn off`}
        danger
        onConfirm={() => {
          setAskingOff(false);
          switching.mutate({ on: false });
        }}
        onCancel={() => setAskingOff(false)}
      />
    </Card>
  );
}

/** Why withdrawals cannot be made now, and until when: a lock after a security change, a suspension after the
 * allow-list was turned off. The overview answers only those in force. */
function WithdrawalHolds({ safeguards }: { safeguards: WithdrawalSafeguardState }) {
  const { t } = useLingui();
  const time = useDateTime();
  const lockedUntil = safeguards.withdrawals_locked_until;
  const suspendedUntil = safeguards.withdrawals_suspended_until;
  let lock: string | null = null;
  if (lockedUntil !== null) {
    const until = time(lockedUntil);
    const because: Record<NonNullable<WithdrawalSafeguardState['withdrawals_lock_reason']>, string> = {
      password: t`Withdrawals are locked until ${until} because your password was changed.`,
      email: t`Withdrawals are locked until ${until} because your email address was changed.`,
      second_factor: t`Withdrawals are locked until ${until} because your two-step verification was changed.`,
    };
    const reason = safeguards.withdrawals_lock_reason;
    lock = reason === null ? t`Withdrawals are locked until ${until}.` : because[reason];
  }
  let suspension: string | null = null;
  if (suspendedUntil !== null) {
    const until = time(suspendedUntil);
    suspension = t`Withdrawals are suspended until ${until} because the allow-list was turned off.`;
  }
  if (lock === null && suspension === null) return null;
  return (
    <>
      {lock === null ? null : (
        <p className={styles.warning} data-testid="withdrawal-lock">
          {lock}
        </p>
      )}
      {suspension === null ? null : (
        <p className={styles.warning} data-testid="withdrawal-suspension">
          {suspension}
        </p>
      )}
    </>
  );
}

interface PayoutMethodsProps {
  allowListOn: boolean;
  disabled: boolean;
  /** The method whose mark is on its way, or null. */
  changing: number | null;
  onAllowed: (method: DrawMethod, allowed: boolean) => void;
}

/** The user's payout methods, coins first: with the mode on each has its switch, with it off each shows its mark. */
function PayoutMethods({ allowListOn, disabled, changing, onAllowed }: PayoutMethodsProps) {
  const { t } = useLingui();
  const token = useSessionToken();
  const lists = useQueries({ queries: PAYOUT_METHOD_TYPES.map((type) => payoutMethodsQuery(token, type)) });
  if (lists.some((list) => list.isPending)) return null;
  if (lists.some((list) => list.isError)) return <p className={styles.muted}>{t`Your payout methods could not be loaded.`}</p>;
  const methods = lists.flatMap((list) => list.data ?? []);
  if (methods.length === 0) return <p className={styles.muted}>{t`You have no payout methods yet.`}</p>;
  return (
    <ul className={styles.items} aria-label={t`Payout methods`}>
      {methods.map((method) => (
        <PayoutMethodRow
          key={method.id}
          method={method}
          allowListOn={allowListOn}
          disabled={disabled}
          changing={changing === method.id}
          onAllowed={(allowed) => onAllowed(method, allowed)}
        />
      ))}
    </ul>
  );
}

interface PayoutMethodRowProps {
  method: DrawMethod;
  allowListOn: boolean;
  disabled: boolean;
  changing: boolean;
  onAllowed: (allowed: boolean) => void;
}

function PayoutMethodRow({ method, allowListOn, disabled, changing, onAllowed }: PayoutMethodRowProps) {
  const { t } = useLingui();
  const { currency, line } = payoutMethodText(method);
  return (
    <li className={styles.item} data-testid="payout-method">
      <div className={styles.itemText}>
        <p className={styles.itemName}>{currency}</p>
        <p className={styles.methodLine}>
          <bdi>{line}</bdi>
        </p>
      </div>
      {allowListOn ? (
        <Switch
          label={t`Allow ${currency} ${line}`}
          hideLabel
          checked={method.allow_listed}
          disabled={disabled || changing}
          onChange={onAllowed}
        />
      ) : method.allow_listed ? (
        <Badge tone="good">{t`Allowed`}</Badge>
      ) : null}
    </li>
  );
}
