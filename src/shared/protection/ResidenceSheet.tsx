import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { setResidence } from '@common/api/protection';
import { api } from '@/lib/http/api';
import { callMutation, useSessionToken } from '@/lib/query';
import { useOnline } from '@/lib/useOnline';
import { BottomSheet, Button, OfflineReason } from '@/ui';
import { CountrySelect } from './CountrySelect';
import { clientProfileQuery, RISK_WARNING_KEY } from './queries';
import styles from './ResidenceSheet.module.css';

export interface ResidenceSheetProps {
  open: boolean;
  /** Closed: saved, or dismissed without a choice. */
  onClose: () => void;
}

/**
 * Asks a client who has not said it for their country of residence (issue 38), which decides the rules that protect
 * them: the products offered, the leverage caps, the risk warning. Said once: a later change goes through support
 * (the server refuses a second one, 9501, in its own words). The answer is the client's new profile, which every
 * screen reads at once; the risk warnings are asked again, since the rule set may be another.
 */
export function ResidenceSheet({ open, onClose }: ResidenceSheetProps) {
  const { t } = useLingui();
  const token = useSessionToken();
  const client = useQueryClient();
  const online = useOnline();
  const [country, setCountry] = useState('');
  const [tried, setTried] = useState(false);
  const profileKey = clientProfileQuery(token).queryKey;
  const saving = useMutation({
    ...callMutation(api, setResidence),
    onSuccess: (profile) => {
      client.setQueryData(profileKey, profile);
      void client.invalidateQueries({ queryKey: RISK_WARNING_KEY });
      onClose();
    },
    // Refused (most likely set already, from another device): the profile is read again, so the screen knows.
    onError: () => void client.invalidateQueries({ queryKey: profileKey }),
  });

  const save = () => {
    setTried(true);
    if (country === '' || !online) return;
    saving.mutate({ country });
  };

  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={t`Your country of residence`}
      footer={
        <Button block loading={saving.isPending} disabled={!online} onClick={save} data-testid="residence-save">
          {t`Save`}
        </Button>
      }
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <p className={styles.lead}>
          {t`The rules that protect you as a client depend on the country you live in: the products we may offer you and the highest leverage you may use.`}
        </p>
        <CountrySelect
          value={country}
          onChange={setCountry}
          error={tried && country === '' ? t`Please choose your country of residence` : undefined}
        />
        <p className={styles.note}>{t`We ask this once. To change it later, contact customer service.`}</p>
        <OfflineReason />
        {/* Enter submits, as the button does. */}
        <button type="submit" hidden />
      </form>
    </BottomSheet>
  );
}
