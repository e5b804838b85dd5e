import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useGoBack } from '@/lib/go-back';
import { Button, EmptyState, ListGroup, ListItem, MailIcon, PageHeader, SkeletonRows } from '@/ui';
import { companyEmailQuery } from './queries';
import styles from './Content.module.css';

/** The company's email addresses (spec: /mine/email), from the back office, each a mailto link. */
export function EmailScreen() {
  const { t } = useLingui();
  const goBack = useGoBack();
  const email = useQuery(companyEmailQuery());
  const rows = email.data
    ? [
        { key: 'complaint', title: t`Complaints`, address: email.data.complaint_email },
        { key: 'support', title: t`Customer support`, address: email.data.support_email },
      ].filter((row) => row.address !== '')
    : [];
  return (
    <>
      <PageHeader title={t`Company email`} onBack={goBack} />
      <div className={styles.page}>
        <p className={styles.muted}>{t`Write to us and we will answer by email, usually within one working day.`}</p>
        {email.data ? (
          rows.length > 0 ? (
            <ListGroup>
              {rows.map((row) => (
                <a key={row.key} href={`mailto:${row.address}`} className={styles.mailRow}>
                  <ListItem
                    icon={<MailIcon />}
                    title={row.title}
                    description={
                      <span dir="ltr" className={styles.mail}>
                        {row.address}
                      </span>
                    }
                  />
                </a>
              ))}
            </ListGroup>
          ) : (
            <EmptyState title={t`No email address has been set yet`} />
          )
        ) : email.isError ? (
          <EmptyState
            title={t`Could not load the addresses`}
            action={
              <Button variant="secondary" size="s" onClick={() => void email.refetch()}>
                {t`Try again`}
              </Button>
            }
          />
        ) : (
          <SkeletonRows count={2} />
        )}
      </div>
    </>
  );
}
