import { useQuery } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { intlTag } from '@/lib/i18n';
import { localeAtom } from '@/lib/store';
import { ChevronIcon, TextField } from '@/ui';
import styles from './AccountForm.module.css';
import { areaOptions, regionNamer } from './areas';
import { areasQuery } from './queries';

/** The optional phone number with its area code, as registration asks for it when the operator shows it. */
export function MobileField({
  mobile,
  areaId,
  onChange,
  error,
  areaInvalid,
  optional,
}: {
  mobile: string;
  areaId: string;
  onChange: (field: 'mobile' | 'areaId', value: string) => void;
  error: string | undefined;
  areaInvalid: boolean;
  optional: ReactNode;
}) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const areas = useQuery(areasQuery).data;
  const options = useMemo(() => {
    const tag = intlTag(locale);
    return areaOptions(areas ?? [], regionNamer(tag), tag);
  }, [areas, locale]);
  const chosenArea = options.find((option) => String(option.id) === areaId);
  return (
    <TextField
      name="mobile"
      label={
        <>
          {t`Mobile number`} {optional}
        </>
      }
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={15}
      placeholder={t`Enter your mobile number`}
      value={mobile}
      onChange={(event) => onChange('mobile', event.target.value.replace(/\D+/g, ''))}
      error={error}
      prefix={
        <span className={styles.area}>
          {chosenArea ? (
            <span className="num" dir="ltr">
              {chosenArea.dial}
            </span>
          ) : (
            <span className={styles.areaPlaceholder}>{t`Code`}</span>
          )}
          <ChevronIcon direction="down" size={16} />
          <select
            name="areaId"
            className={styles.areaSelect}
            aria-label={t`Area code`}
            aria-invalid={areaInvalid ? true : undefined}
            value={areaId}
            onChange={(event) => onChange('areaId', event.target.value)}
          >
            <option value="">{t`Choose an area code`}</option>
            {options.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {`${option.dial} ${option.name}`}
              </option>
            ))}
          </select>
        </span>
      }
    />
  );
}
