import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { getAreaList } from '@common/api/access';
import { adminCustomerProtection, adminSetCategory, adminSetResidence, type CustomerProtection } from '@common/api/admin-protection';
import { CLIENT_CATEGORIES, type ClientCategory } from '@common/protection';
import { Button } from '@/ui';
import { CLIENT_CATEGORY_TEXT } from '@common/protection-text';
import { useCountryOptions } from '../protection/regions';
import { adminMutation, useAdminQuery } from '../queries';
import { FormDialog } from '../ui/FormDialog';
import { Select, type SelectOption } from '../ui/Select';
import { TextAreaField } from '../ui/TextAreaField';
import styles from './ProtectionPanel.module.css';

// Support's two changes to a customer's protection: the residence (which decides the rule set; the customer sets it
// once, after that only support changes it) and the category. Each takes a reason for the audit log and answers the
// customer's protection as it is after, which replaces the panel's. A refusal is toasted; the dialog stays open with
// what was typed.

/** The reason's bounds, as the calls' schema has them (common/api/input/admin-protection.ts). */
const REASON_MAX = 500;

const NO_AREAS: readonly { code: string }[] = [];

/** Puts the call's answer in the panel's place: the query of this customer's protection, whatever its other keys. */
function useShowAnswer(customerId: number) {
  const client = useQueryClient();
  return (answer: CustomerProtection) => client.setQueriesData({ queryKey: [adminCustomerProtection.path, { id: customerId }] }, answer);
}

export function ResidenceDialog({ customerId, current, onClose }: { customerId: number; current: string | null; onClose: () => void }) {
  const { t } = useLingui();
  const show = useShowAnswer(customerId);
  // A residence is a code of the area list (the server checks it is one), named in the operator's language.
  const areas = useAdminQuery(getAreaList, {});
  const codes = useMemo(() => (areas.data ?? NO_AREAS).map((area) => area.code.toUpperCase()), [areas.data]);
  const countries = useCountryOptions(codes);
  const [country, setCountry] = useState(current ?? '');
  const save = useMutation({
    ...adminMutation(adminSetResidence, { toastSuccess: true }),
    onSuccess: (answer) => {
      show(answer);
      onClose();
    },
  });
  return (
    <ReasonedChange
      title={t`Change residence`}
      choice={
        <Select
          label={t`Country of residence`}
          name="country"
          value={country}
          options={[{ value: '', label: t`Choose a country` }, ...countries.map((option) => ({ value: option.code, label: option.name }))]}
          hint={t`The rule set of the new country applies to the customer's next orders.`}
          onChange={setCountry}
        />
      }
      ready={country !== '' && country !== current}
      pending={save.isPending}
      onSubmit={(reason) => save.mutate({ id: customerId, country, reason })}
      onClose={onClose}
    />
  );
}

export function CategoryDialog({ customerId, current, onClose }: { customerId: number; current: ClientCategory; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const show = useShowAnswer(customerId);
  const [category, setCategory] = useState<ClientCategory>(current);
  const save = useMutation({
    ...adminMutation(adminSetCategory, { toastSuccess: true }),
    onSuccess: (answer) => {
      show(answer);
      onClose();
    },
  });
  const options: SelectOption[] = CLIENT_CATEGORIES.map((value) => ({ value, label: i18n._(CLIENT_CATEGORY_TEXT[value]) }));
  return (
    <ReasonedChange
      title={t`Set category`}
      choice={
        <Select
          label={t`Client category`}
          name="category"
          value={category}
          options={options}
          hint={
            category === 'professional'
              ? t`A professional client is not leverage-capped and is offered what the rule set keeps from retail clients. Record the criteria the client meets.`
              : t`A retail client gets every protection of their rule set.`
          }
          onChange={(value) => setCategory(CLIENT_CATEGORIES.find((candidate) => candidate === value) ?? current)}
        />
      }
      ready={category !== current}
      pending={save.isPending}
      onSubmit={(reason) => save.mutate({ id: customerId, category, reason })}
      onClose={onClose}
    />
  );
}

/** A change with its reason, which is required: the save waits for a choice that changes something and a reason. */
function ReasonedChange({
  title,
  choice,
  ready,
  pending,
  onSubmit,
  onClose,
}: {
  title: string;
  choice: ReactNode;
  ready: boolean;
  pending: boolean;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = () => {
    if (reason.trim() === '') return setMissing(true);
    onSubmit(reason.trim());
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      title={title}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={pending} disabled={!ready} onClick={submit}>
            <Trans>Save</Trans>
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        {choice}
        <TextAreaField
          label={t`Reason (required; recorded in the audit log)`}
          name="reason"
          maxLength={REASON_MAX}
          value={reason}
          problem={missing ? t`Write the reason first.` : null}
          onChange={(value) => {
            setReason(value);
            setMissing(false);
          }}
        />
      </div>
    </FormDialog>
  );
}
