import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { AreaCodeSelect } from '@/shared/area-code/AreaCodeSelect';
import { useAreaOptions } from '@/shared/area-code/useAreaOptions';
import { TextField } from '@/ui';

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
  const options = useAreaOptions();
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
      prefix={<AreaCodeSelect options={options} value={areaId} onChange={(value) => onChange('areaId', value)} invalid={areaInvalid} />}
    />
  );
}
