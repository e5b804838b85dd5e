import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ADMIN_PAGE_SIZE } from '@common/api/admin-wallet';
import { Button } from '@/ui';
import styles from './Pager.module.css';

/** Page n of m with previous and next; the total says how many items the filter found. */
export function Pager({ page, total, onPage }: { page: number; total: number; onPage: (page: number) => void }) {
  const { t } = useLingui();
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  return (
    <nav className={styles.pager} aria-label={t`Pages`}>
      <span className={styles.count}>
        <Plural value={total} one="# item" other="# items" /> ·{' '}
        <Trans>
          page {page} of {pages}
        </Trans>
      </span>
      <Button size="s" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <Button size="s" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </nav>
  );
}
