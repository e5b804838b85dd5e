import { useLingui } from '@lingui/react/macro';
import { useBlocker } from '@tanstack/react-router';
import { useId, useRef, useState } from 'react';
import { Button, Card, Checkbox, ConfirmDialog, CopyIcon, toast } from '@/ui';
import { recoveryCodesFile } from './recovery-codes-file';
import styles from './Security.module.css';

export interface RecoveryCodesProps {
  /** The ten codes the server just handed out; it keeps only their hashes, so this is the one time they are seen. */
  codes: readonly string[];
  /** The user said they saved them. */
  onDone: () => void;
}

/**
 * The recovery codes, shown once (issue 33), with copy and download as text, and "I have saved them" before leaving.
 * Leaving another way (back, a link, closing the tab) first asks, since the codes cannot be shown again.
 */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const { t } = useLingui();
  const titleId = useId();
  const [saved, setSaved] = useState(false);
  // Read when the router asks, after the Done press has set it: a state update would come too late for that navigation.
  const done = useRef(false);
  const leaving = useBlocker({
    shouldBlockFn: () => !done.current,
    enableBeforeUnload: () => !done.current,
    withResolver: true,
  });
  const text = codes.join('\n');

  const copy = () => {
    navigator.clipboard
      .writeText(text)
      .then(() => toast.show(t`Copied`, 'success'))
      .catch(() => toast.show(t`Could not copy. Select the text and copy it yourself.`, 'error'));
  };

  const download = () => {
    const file = recoveryCodesFile(codes, t`Meridian recovery codes. Each code works once.`);
    const url = URL.createObjectURL(new Blob([file.text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    link.click();
    // The browser has taken the file once the click is handled.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  const finish = () => {
    done.current = true;
    onDone();
  };

  return (
    <Card aria-labelledby={titleId} data-testid="recovery-codes">
      <h2 id={titleId} className={styles.sectionTitle}>
        {t`Your recovery codes`}
      </h2>
      <p className={styles.muted}>
        {t`If you lose your phone or cannot use the authenticator app, each of these codes confirms it is you once. Keep them somewhere safe, away from your phone.`}
      </p>
      <p className={styles.warning}>{t`This is the only time they are shown.`}</p>
      <ol className={styles.codes} dir="ltr">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button variant="secondary" size="s" onClick={copy}>
          <CopyIcon size={16} aria-hidden="true" /> {t`Copy codes`}
        </Button>
        <Button variant="secondary" size="s" onClick={download}>
          {t`Download as text`}
        </Button>
      </div>
      <Checkbox checked={saved} onChange={setSaved} label={t`I have saved these codes somewhere safe`} />
      <Button block disabled={!saved} onClick={finish}>
        {t`Done`}
      </Button>
      <ConfirmDialog
        open={leaving.status === 'blocked'}
        title={t`Leave without your recovery codes?`}
        message={t`You will not see these codes again. If you have not saved them, make new ones from Security.`}
        confirmLabel={t`Leave`}
        cancelLabel={t`Stay`}
        danger
        onConfirm={() => leaving.proceed?.()}
        onCancel={() => leaving.reset?.()}
      />
    </Card>
  );
}
