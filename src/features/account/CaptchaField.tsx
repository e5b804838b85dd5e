import { useLingui } from '@lingui/react/macro';
import { IconButton, RefreshIcon, Spinner, TextField } from '@/ui';
import styles from './AccountForm.module.css';
import type { PictureCaptcha } from './usePictureCaptcha';

/** The answer to a picture captcha, beside the picture and a button for a new one. */
export function CaptchaField({
  value,
  onChange,
  error,
  picture,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  picture: PictureCaptcha;
}) {
  const { t } = useLingui();
  return (
    <TextField
      name="code"
      label={t`Verification code`}
      autoComplete="off"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      maxLength={12}
      placeholder={t`Enter the code shown`}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
      suffix={
        <span className={styles.captcha}>
          <span className={styles.captchaImage}>
            {picture.captcha ? (
              <img src={picture.captcha.src} alt={t`Verification picture`} width={120} height={40} />
            ) : picture.failed ? null : (
              <Spinner size={16} />
            )}
          </span>
          <IconButton label={t`New picture`} onClick={picture.renew}>
            <RefreshIcon size={20} />
          </IconButton>
        </span>
      }
    />
  );
}
