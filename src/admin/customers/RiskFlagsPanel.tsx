import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { adminCustomerFlags, adminSaveCustomerFlag, type CustomerFlag } from '@common/api/admin-customer-care';
import { CARE_REASON_MAX_LENGTH, RISK_FLAGS, type RiskFlag } from '@common/customer-care';
import { Badge, Button, ConfirmDialog } from '@/ui';
import { allows } from '../api';
import { timeText } from '../format';
import { adminMutation, useAdminQuery } from '../queries';
import { operatorAtom } from '../store';
import { Panel } from '../ui/Panel';
import { TextAreaField } from '../ui/TextAreaField';
import { Select } from '../ui/Select';
import { FLAG_LABELS, FLAG_TONES } from './risk-flags';
import styles from './CustomerCare.module.css';

// The customer's risk flags: each set one with why, who set it and when; setting or clearing one is confirmed in a
// dialog that asks for the reason (recorded in the audit log). "Do not pay out" stops the customer's withdrawals
// from being approved until it is cleared, which the dialog says before it is set.

interface Change {
  flag: RiskFlag;
  action: 'set' | 'clear';
}

export function RiskFlagsPanel({ customerId }: { customerId: number }) {
  const { t, i18n } = useLingui();
  const operator = useAtomValue(operatorAtom);
  const client = useQueryClient();
  const flags = useAdminQuery(adminCustomerFlags, { id: customerId });
  const [chosen, setChosen] = useState<RiskFlag | ''>('');
  const [change, setChange] = useState<Change | null>(null);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  // Everything showing the customer is asked again whatever the answer (badges on the profile and in the list). A
  // refusal (someone else changed the flag meanwhile, a reason the server refuses) is toasted and keeps the dialog
  // open with the reason typed.
  const save = useMutation({
    ...adminMutation(adminSaveCustomerFlag, { toastSuccess: true }),
    onSuccess: () => {
      setChange(null);
      setChosen('');
    },
    onSettled: () => client.invalidateQueries(),
  });
  const mayChange = allows(adminSaveCustomerFlag, operator?.role);
  const label = (flag: RiskFlag) => i18n._(FLAG_LABELS[flag]);
  const ask = (next: Change) => {
    setReason('');
    setMissing(false);
    setChange(next);
  };
  const confirm = () => {
    if (!change) return;
    if (reason.trim() === '') return setMissing(true);
    save.mutate({ id: customerId, flag: change.flag, action: change.action, reason: reason.trim() });
  };
  if (!flags.data)
    return (
      <Panel title={t`Risk flags`}>
        <p className={styles.empty}>{flags.isError ? <Trans>The list could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>
      </Panel>
    );
  const set = flags.data;
  const flagName = change ? label(change.flag) : '';
  const unset = RISK_FLAGS.filter((flag) => !set.some((one) => one.flag === flag));
  return (
    <Panel title={t`Risk flags`}>
      {set.length === 0 ? (
        <p className={styles.empty}>
          <Trans>No risk flags.</Trans>
        </p>
      ) : (
        <ul className={styles.list}>
          {set.map((one) => (
            <li key={one.flag} className={`${styles.item} ${styles.flag}`}>
              <FlagFacts flag={one} />
              {mayChange ? (
                <Button size="s" variant="secondary" onClick={() => ask({ flag: one.flag, action: 'clear' })}>
                  {t`Clear`}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {mayChange && unset.length > 0 ? (
        <div className={styles.row}>
          <Select
            label={t`Flag to set`}
            name="flag"
            value={chosen}
            options={[{ value: '', label: t`Choose a flag` }, ...unset.map((flag) => ({ value: flag, label: label(flag) }))]}
            onChange={(value) => setChosen(RISK_FLAGS.find((flag) => flag === value) ?? '')}
          />
          <div className={styles.actions}>
            <Button variant="secondary" disabled={chosen === ''} onClick={() => chosen !== '' && ask({ flag: chosen, action: 'set' })}>
              {t`Set flag`}
            </Button>
          </div>
        </div>
      ) : null}
      <ConfirmDialog
        open={change !== null}
        title={change ? (change.action === 'set' ? t`Set “${flagName}”?` : t`Clear “${flagName}”?`) : ''}
        message={
          change ? (
            <div className={styles.summary}>
              {change.action === 'set' && change.flag === 'do_not_pay_out' ? (
                <p>
                  <Trans>No withdrawal of this customer can be approved until the flag is cleared.</Trans>
                </p>
              ) : null}
              <TextAreaField
                label={<Trans>Reason (required; recorded in the audit log)</Trans>}
                name="flag-reason"
                maxLength={CARE_REASON_MAX_LENGTH}
                value={reason}
                problem={missing ? t`Write the reason first.` : null}
                onChange={(value) => {
                  setReason(value);
                  setMissing(false);
                }}
              />
            </div>
          ) : null
        }
        confirmLabel={change?.action === 'clear' ? t`Clear flag` : t`Set flag`}
        danger={change?.action === 'set'}
        loading={save.isPending}
        onConfirm={confirm}
        onCancel={() => setChange(null)}
        className={styles.confirm}
      />
    </Panel>
  );
}

function FlagFacts({ flag }: { flag: CustomerFlag }) {
  const { i18n } = useLingui();
  return (
    <div className={styles.summary}>
      <span className={styles.meta}>
        <Badge tone={FLAG_TONES[flag.flag]}>{i18n._(FLAG_LABELS[flag.flag])}</Badge>
        <time dateTime={new Date(flag.set_at).toISOString()}>{timeText(flag.set_at, i18n.locale)}</time>
        <span dir="auto">{flag.operator_email}</span>
      </span>
      <p className={styles.text} dir="auto">
        {flag.reason}
      </p>
    </div>
  );
}
