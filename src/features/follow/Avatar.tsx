import { useState } from 'react';
import { initials } from './follow-format';
import styles from './Follow.module.css';

/**
 * A trader's or a follower's picture, or the first letters of their nickname when there is none (or it cannot be
 * shown). Decorative: the nickname is always written beside it.
 */
export function Avatar({ src, nickname, size = 44 }: { src: string; nickname: string; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = src !== '' && failed !== src;
  return (
    <span className={styles.avatar} style={{ width: size, height: size, fontSize: size * 0.38 }} aria-hidden="true">
      {showImage ? <img src={src} alt="" loading="lazy" onError={() => setFailed(src)} /> : initials(nickname)}
    </span>
  );
}
