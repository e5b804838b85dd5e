import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { sessionAtom } from '@/lib/store';
import { useAuthorizedImage } from '@/shared/upload/useAuthorizedImage';
import styles from './IdentityPhotos.module.css';

/** The two photos the user sent, fetched with their token (uploads are private). */
export function IdentityPhotos({ front, back }: { front: string; back: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.photos}>
      <Photo url={front} label={t`Front of the card`} />
      <Photo url={back} label={t`Back of the card`} />
    </div>
  );
}

function Photo({ url, label }: { url: string; label: string }) {
  const shown = useAuthorizedImage(url || null, useAtomValue(sessionAtom)?.token ?? null);
  return (
    <figure className={styles.photo}>
      {shown ? <img src={shown} alt={label} /> : <div className={styles.placeholder} aria-hidden />}
      <figcaption>{label}</figcaption>
    </figure>
  );
}
