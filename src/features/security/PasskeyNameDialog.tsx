import { useLingui } from '@lingui/react/macro';
import { useId, useState, type SubmitEvent } from 'react';
import { useDeviceText } from '@/shared/security';
import { Button, Dialog, TextField } from '@/ui';
import { PASSKEY_NAME_MAX_LENGTH, passkeyNameToSend, suggestedPasskeyName } from './passkey-name-validation';
import styles from './Security.module.css';

interface PasskeyNameDialogProps {
  open: boolean;
  /** The name given; the browser's prompt comes next. */
  onName: (name: string) => void;
  onCancel: () => void;
}

/**
 * The first step of adding a passkey: its name, so the user can tell their passkeys apart later, suggested from this
 * device ("Chrome on Android"). Mounted afresh each time it opens, so the suggestion is always the device's.
 */
export function PasskeyNameDialog({ open, onName, onCancel }: PasskeyNameDialogProps) {
  const { t } = useLingui();
  const formId = useId();
  const deviceText = useDeviceText();
  const [typed, setTyped] = useState(() => suggestedPasskeyName(deviceText(navigator.userAgent)));
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = passkeyNameToSend(typed);
    if (name === null) {
      const max = PASSKEY_NAME_MAX_LENGTH;
      setProblem(typed.trim() === '' ? t`Enter a name for the passkey.` : t`Enter a name of at most ${max} characters, on one line.`);
      return;
    }
    onName(name);
  };

  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={t`Add a passkey`}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t`Cancel`}
          </Button>
          <Button type="submit" form={formId}>
            {t`Continue`}
          </Button>
        </>
      }
    >
      <form id={formId} className={styles.form} onSubmit={submit} noValidate>
        <p
          className={styles.muted}
        >{t`Your device will ask for your fingerprint, face, screen lock or security key to make the passkey.`}</p>
        <TextField
          name="passkey-name"
          label={t`Passkey name`}
          hint={t`So you can tell your passkeys apart, such as “Work laptop”`}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            setProblem(null);
          }}
          error={problem}
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          autoComplete="off"
          data-autofocus
        />
      </form>
    </Dialog>
  );
}
