import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { CloseIcon } from '@/ui';
import { ISO_COUNTRIES } from '../protection/iso-countries';
import { useCountryOptions, useRegionName } from '../protection/regions';
import { Select } from '../ui/Select';
import styles from './RuleSetEditor.module.css';

// The countries of a rule set: the chosen ones as removable chips, named in the operator's language, and a picker
// of the others. A country is in one set at most (the server refuses a second, 9510), so a country another set holds
// is not offered: the operator moves it by removing it there first.

export function CountriesField({
  value,
  onChange,
  taken,
}: {
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Countries other sets hold. */
  taken: ReadonlySet<string>;
}) {
  const { t } = useLingui();
  const nameOf = useRegionName();
  const chosen = useCountryOptions(value);
  const others = useMemo(() => ISO_COUNTRIES.filter((code) => !taken.has(code) && !value.includes(code)), [taken, value]);
  const offered = useCountryOptions(others);
  return (
    <fieldset className={styles.countries}>
      <legend className={styles.legend}>{t`Countries (${value.length})`}</legend>
      {chosen.length === 0 ? (
        <p className={styles.muted}>{t`No countries yet: the set applies to nobody until it has one.`}</p>
      ) : (
        <ul className={styles.chips}>
          {chosen.map((country) => (
            <li key={country.code} className={styles.chip}>
              <span>
                {country.name} <span className={styles.code}>{country.code}</span>
              </span>
              <button
                type="button"
                className={styles.remove}
                aria-label={t`Remove ${nameOf(country.code)}`}
                onClick={() => onChange(value.filter((code) => code !== country.code))}
              >
                <CloseIcon size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <Select
        label={t`Add a country`}
        name="country"
        value=""
        options={[
          { value: '', label: t`Choose a country` },
          ...offered.map((country) => ({ value: country.code, label: `${country.name} (${country.code})` })),
        ]}
        hint={t`Countries in another set are not offered: remove them there first.`}
        onChange={(code) => {
          if (code !== '') onChange([...value, code].sort());
        }}
      />
    </fieldset>
  );
}
