import { useLingui } from '@lingui/react/macro';
import { useId, useMemo } from 'react';
import { useAreaOptions } from '@/shared/area-code/useAreaOptions';
import { NativeSelect } from '@/ui';
import { countryOptions } from './countries';
// Laid out as the app's text fields are: label, control, message (their own styles, not a copy).
import styles from '@/ui/TextField.module.css';

export interface CountrySelectProps {
  /** The chosen ISO code; empty for none yet. */
  value: string;
  onChange: (code: string) => void;
  /** Shown under the field; marks it invalid. */
  error?: string | undefined;
  name?: string;
}

/**
 * The country of residence, picked from the area list with the region names in the user's language: the platform's
 * own select, whose picker suits a list of two hundred countries.
 */
export function CountrySelect({ value, onChange, error, name = 'residence' }: CountrySelectProps) {
  const { t } = useLingui();
  const id = useId();
  const areas = useAreaOptions();
  const countries = useMemo(() => countryOptions(areas), [areas]);
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t`Country of residence`}
      </label>
      <NativeSelect
        id={id}
        name={name}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t`Choose your country`}</option>
        {countries.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </NativeSelect>
      {error ? (
        <div id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
