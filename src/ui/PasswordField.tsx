import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { EyeIcon, EyeOffIcon } from './screen-icons';
import styles from './TextField.module.css';
import { TextField } from './TextField';
import type { TextFieldProps } from './TextField';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Start with the password visible. */
  defaultVisible?: boolean;
}

/** A TextField for passwords with a show/hide toggle after any suffix. */
export function PasswordField({ defaultVisible = false, suffix, disabled, autoComplete, ...rest }: PasswordFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(defaultVisible);
  const toggle: ReactNode = (
    <button
      type="button"
      className={styles.iconButton}
      onClick={() => {
        setVisible((v) => !v);
      }}
      aria-label={visible ? t`Hide password` : t`Show password`}
      disabled={disabled}
    >
      {visible ? <EyeOffIcon size={20} /> : <EyeIcon size={20} />}
    </button>
  );
  return (
    <TextField
      {...rest}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete ?? 'current-password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      suffix={
        suffix != null ? (
          <>
            {suffix}
            {toggle}
          </>
        ) : (
          toggle
        )
      }
    />
  );
}
