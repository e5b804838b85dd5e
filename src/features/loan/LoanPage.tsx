import { useLingui } from '@lingui/react/macro';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useGoBack } from '@/lib/go-back';
import { isLoggedInAtom } from '@/lib/store';
import { Button, Notice, PageHeader } from '@/ui';
import styles from './Loan.module.css';

/**
 * A loan screen's frame: a header with a way back (and, where it helps, the records button), then the page. A guest
 * (the loan routes are not guarded, spec section 2) is asked to log in and brought back here afterwards.
 */
export function LoanPage({ title, trailing, children }: { title: string; trailing?: ReactNode; children: ReactNode }) {
  const goBack = useGoBack();
  const loggedIn = useAtomValue(isLoggedInAtom);
  return (
    <>
      <PageHeader title={title} onBack={goBack} trailing={loggedIn ? trailing : undefined} />
      <div className={styles.page}>{loggedIn ? children : <SignedOut />}</div>
    </>
  );
}

function SignedOut() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const here = useLocation({ select: (location) => location.href });
  return (
    <Notice title={t`You are not logged in`} text={t`Log in to apply for a loan and see your loans.`}>
      <Button variant="primary" onClick={() => void navigate({ to: '/login', search: { from: here } })}>
        {t`Log in`}
      </Button>
    </Notice>
  );
}
