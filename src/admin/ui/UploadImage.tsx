import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useAuthorizedImage } from '@/shared/upload/useAuthorizedImage';
import { operatorSessionAtom } from '../store';
import styles from './UploadImage.module.css';

/** A customer's upload, fetched with the operator's token; a click opens it full size in a new tab. */
export function UploadImage({ url, label }: { url: string; label: string }) {
  const { t } = useLingui();
  const shown = useAuthorizedImage(url || null, useAtomValue(operatorSessionAtom)?.token ?? null);
  return (
    <figure className={styles.figure}>
      {shown ? (
        <a href={shown} target="_blank" rel="noreferrer">
          <img src={shown} alt={label} className={styles.image} />
        </a>
      ) : (
        <div className={styles.placeholder}>{t`Loading image…`}</div>
      )}
      <figcaption>{label}</figcaption>
    </figure>
  );
}
