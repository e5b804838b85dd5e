import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useGoBack } from '@/lib/go-back';
import { Button, EmptyState, MailIcon, PageHeader } from '@/ui';
import styles from './Content.module.css';

/** The spec's stub page (/feedback): where feedback goes today, and the way back. */
export function FeedbackScreen() {
  const { t } = useLingui();
  const goBack = useGoBack();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t`Feedback`} onBack={goBack} />
      <div className={styles.page}>
        <EmptyState
          icon={<MailIcon size={48} />}
          title={t`Tell us what you think`}
          description={t`Send your feedback to our support team by email. We read every message.`}
          action={
            <div className={styles.buttons}>
              <Button onClick={() => void navigate({ to: '/mine/email' })}>{t`Company email`}</Button>
              <Button variant="secondary" onClick={goBack}>
                {t`Back`}
              </Button>
            </div>
          }
        />
      </div>
    </>
  );
}
