import { useLingui } from '@lingui/react/macro';
import { AreaCodeSelect } from '@/shared/area-code/AreaCodeSelect';
import { useAreaOptions } from '@/shared/area-code/useAreaOptions';
import { TextField } from '@/ui';
import { OptionalLabel } from './AccountFormPage';

/** The optional phone number with its area code, as registration asks for it when the operator shows it. */
export function MobileField({
  mobile,
  areaId,
  onChange,
  error,
  areaInvalid,
}: {
  mobile: string;
  areaId: string;
  onChange: (field: 'mobile' | 'areaId', value: string) => void;
  error: string | undefined;
  areaInvalid: boolean;
}) {
  const { t } = useLingui();
  const options = useAreaOptions();
  return (
    <TextField
      name="mobile"
      label={<OptionalLabel>{t`Mobile number`}</OptionalLabel>}
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
