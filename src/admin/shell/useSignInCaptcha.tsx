import { useLingui } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { getCaptcha } from '@common/api/access';
import { CODE } from '@common/envelope';
import { ApiCallError } from '@/lib/http/errors';
import { svgDataUrl } from '@/lib/svg-data-url';
import { TextField } from '@/ui';
import { adminApi } from '../api';
import styles from './LoginScreen.module.css';

// The picture captcha of the console's sign-in, in both its steps: the server asks for one (code 2040) after many
// failed passwords or codes for an operator, and each picture answers once.

export interface SignInCaptcha {
  /** The fields to send with the attempt: the picture's key and its answer, when one is shown. */
  proof: () => { captcha_key: string; captcha: string } | undefined;
  /** After a refused attempt: a new picture when one was shown or the server asked for one. */
  afterFailure: (failure: unknown) => Promise<void>;
  /** The picture and its answer's field, when one is asked for. */
  field: ReactNode;
}

export function useSignInCaptcha(): SignInCaptcha {
  const { t } = useLingui();
  const [picture, setPicture] = useState<{ key: string; src: string } | null>(null);
  const [answer, setAnswer] = useState('');
  const afterFailure = async (failure: unknown) => {
    if (!picture && !(failure instanceof ApiCallError && failure.code === CODE.CAPTCHA_REQUIRED)) return;
    setAnswer('');
    const fresh = await adminApi(getCaptcha, {}, { silent: true }).catch(() => null);
    setPicture(fresh ? { key: fresh.key, src: svgDataUrl(fresh.svg) } : null);
  };
  const field = picture ? (
    <div className={styles.captcha}>
      <img src={picture.src} alt={t`Verification picture`} width={120} height={40} />
      <TextField
        label={t`Verification code`}
        name="captcha"
        autoComplete="off"
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
      />
    </div>
  ) : null;
  return {
    proof: () => (picture ? { captcha_key: picture.key, captcha: answer } : undefined),
    afterFailure,
    field,
  };
}
