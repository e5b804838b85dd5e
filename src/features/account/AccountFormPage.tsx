import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode, Ref, SubmitEvent } from 'react';
import { Button, PageHeader } from '@/ui';
import styles from './AccountForm.module.css';
import { useGoBack } from './navigation';

/**
 * The frame the sign-in, registration and reset screens share: the header with its way back, the greeting, the form
 * with its fields, its submit button and the links under it, and what follows the form (the demo's way in).
 */
export function AccountFormPage({
  title,
  heading,
  lead,
  logo = false,
  formRef,
  onSubmit,
  submitLabel,
  busy,
  links,
  after,
  children,
}: {
  title: string;
  heading: string;
  lead: string;
  /** The app's mark above the greeting (the sign-in screen's). */
  logo?: boolean;
  formRef: Ref<HTMLFormElement>;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => Promise<void>;
  submitLabel: string;
  busy: boolean;
  /** Under the button: the way to the other account screens. */
  links: ReactNode;
  after?: ReactNode;
  children: ReactNode;
}) {
  const goBack = useGoBack();
  return (
    <>
      <PageHeader title={title} onBack={goBack} />
      <div className={styles.page}>
        <div className={styles.intro}>
          {logo ? <img className={styles.logo} src="/icons/logo.svg" alt="" width={44} height={44} /> : null}
          <h2 className={styles.heading}>{heading}</h2>
          <p className={styles.lead}>{lead}</p>
        </div>
        <form ref={formRef} className={styles.form} onSubmit={(event) => void onSubmit(event)} noValidate>
          {children}
          <Button type="submit" variant="primary" size="l" block loading={busy} className={styles.submit}>
            {submitLabel}
          </Button>
          {links}
        </form>
        {after}
      </div>
    </>
  );
}

/**
 * The line under the registration and reset forms that sends back to sign-in, worded for why the user is here: they
 * already have an account, or they remembered the password after all.
 */
export function BackToLogin({ reason }: { reason: 'registered' | 'remembered' }) {
  return (
    <p className={styles.switchLine}>
      {reason === 'registered' ? (
        <Trans>
          Already have an account? <LoginLink>Log in</LoginLink>
        </Trans>
      ) : (
        <Trans>
          Remembered it? <LoginLink>Log in</LoginLink>
        </Trans>
      )}
    </p>
  );
}

function LoginLink({ children }: { children?: ReactNode }) {
  return (
    <Link to="/login" className={styles.link}>
      {children}
    </Link>
  );
}

/** A field's label with "(optional)" after it, for what registration asks but does not need. */
export function OptionalLabel({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <>
      {children} <span className={styles.optional}>{t`(optional)`}</span>
    </>
  );
}
