import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type SubmitEvent } from 'react';
import { setAntiPhishingCode } from '@common/api/safeguards';
import type { SecurityOverview } from '@common/api/security';
import { api } from '@/lib/http/api';
import { callMutation, useSessionToken } from '@/lib/query';
import { useOnline } from '@/lib/useOnline';
import { Button, Card, TextField } from '@/ui';
import { ANTI_PHISHING_MAX, ANTI_PHISHING_MIN, antiPhishingCodeToSend } from './anti-phishing-validation';
import { securityKey } from './queries';
import styles from './Security.module.css';

/**
 * The anti-phishing code on the security screen (issue 33): the code every email from Meridian shows, or that none is
 * set; setting or changing it (checked here by the server's rule before it is sent) and clearing it.
 */
export function AntiPhishingSection({ overview }: { overview: SecurityOverview }) {
  const { t } = useLingui();
  const titleId = useId();
  const online = useOnline();
  const client = useQueryClient();
  const token = useSessionToken();
  const [editing, setEditing] = useState(false);
  const saving = useMutation({
    ...callMutation(api, setAntiPhishingCode),
    onSuccess: () => setEditing(false),
    onSettled: () => client.invalidateQueries({ queryKey: securityKey(token) }),
  });
  const code = overview.anti_phishing_code;

  return (
    <Card aria-labelledby={titleId} data-testid="anti-phishing-section">
      <h2 id={titleId} className={styles.sectionTitle}>
        {t`Anti-phishing code`}
      </h2>
      <p className={styles.muted}>{t`Every email from Meridian shows this code. An email without it is not from us.`}</p>
      {code === null ? (
        <p className={styles.muted} data-testid="anti-phishing-code">
          {t`Not set`}
        </p>
      ) : (
        <p className={styles.phishingCode} dir="auto" data-testid="anti-phishing-code">
          {code}
        </p>
      )}
      {editing ? (
        <AntiPhishingForm
          current={code ?? ''}
          sending={saving.isPending}
          disabled={!online}
          onCode={(typed) => saving.mutate({ code: typed })}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className={styles.actions}>
          <Button size="s" disabled={!online || saving.isPending} onClick={() => setEditing(true)}>
            {code === null ? t`Set a code` : t`Change the code`}
          </Button>
          {code === null ? null : (
            <Button variant="secondary" size="s" disabled={!online} loading={saving.isPending} onClick={() => saving.mutate({ code: '' })}>
              {t`Remove the code`}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}

interface AntiPhishingFormProps {
  /** The code set now, to start from; empty when none is. */
  current: string;
  sending: boolean;
  disabled: boolean;
  onCode: (code: string) => void;
  onCancel: () => void;
}

function AntiPhishingForm({ current, sending, disabled, onCode, onCancel }: AntiPhishingFormProps) {
  const { t } = useLingui();
  const [typed, setTyped] = useState(current);
  const [problem, setProblem] = useState<string | null>(null);
  const min = ANTI_PHISHING_MIN;
  const max = ANTI_PHISHING_MAX;

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = antiPhishingCodeToSend(typed);
    if (code === null) {
      setProblem(t`Enter ${min} to ${max} characters, on one line.`);
      return;
    }
    onCode(code);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        name="anti-phishing-code"
        label={t`Your anti-phishing code`}
        hint={t`${min} to ${max} characters, such as a word only you would choose`}
        value={typed}
        onChange={(event) => {
          setTyped(event.target.value);
          setProblem(null);
        }}
        error={problem}
        maxLength={max}
        autoComplete="off"
        data-autofocus
      />
      <div className={styles.actions}>
        <Button type="submit" size="s" disabled={disabled} loading={sending}>
          {t`Save`}
        </Button>
        <Button type="button" variant="secondary" size="s" disabled={sending} onClick={onCancel}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}
