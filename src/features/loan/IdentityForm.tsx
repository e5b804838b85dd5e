import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode, type SubmitEvent } from 'react';
import type { VerifiedIdentity } from '@common/api/identity';
import type { OwnLoanKyc } from '@common/api/loan';
import { BIRTHDAY_MIN, LOAN_KYC_STATUS, loanDay, LOAN_ID_TYPE, LOAN_SEX } from '@common/loan';
import { AreaCodeSelect } from '@/shared/area-code/AreaCodeSelect';
import type { AreaOption } from '@/shared/area-code/areas';
import { useAreaOptions } from '@/shared/area-code/useAreaOptions';
import { firstProblem, focusField } from '@/lib/form';
import { useSessionToken } from '@/lib/query';
import { ImageUpload, type UploadedImage } from '@/shared/upload/ImageUpload';
import { Button, Card, CheckIcon, ChoiceChips, Figure, Figures, Notice, NativeSelect, SkeletonRows, TextField } from '@/ui';
import { kycSubmitMutation, loanDatesQuery } from './queries';
import { KYC_FIELDS, kycProblems, type KycField, type KycInput } from './validation';
import styles from './Loan.module.css';

interface Values {
  name: string;
  last_name: string;
  sex: number;
  birthday: string;
  country: string;
  areaId: string;
  phone: string;
  id_card_type: number;
  id_number: string;
  address: string;
}

/** The form's starting values: what was sent last (a rejected check is corrected, not typed again). */
function initialValues(kyc: OwnLoanKyc, areas: readonly AreaOption[]): Values {
  const [dial = '', phone = ''] = kyc.mobile.split('-');
  const area =
    areas.find((option) => option.dial === `+${dial}` && option.code === kyc.country) ?? areas.find((option) => option.dial === `+${dial}`);
  return {
    name: kyc.name,
    last_name: kyc.last_name,
    sex: kyc.sex,
    birthday: kyc.birthday,
    country: kyc.country,
    areaId: area ? String(area.id) : '',
    phone,
    id_card_type: kyc.id_card_type,
    id_number: kyc.id_number,
    address: kyc.address,
  };
}

/** The identity check the loan asks for (spec section 3), with the birthday bounded from 1950-01-01 to today. */
export function IdentityForm({ kyc, onSent }: { kyc: OwnLoanKyc; onSent: (kyc: OwnLoanKyc) => void }) {
  const areas = useAreaOptions();
  // The form starts once the area list is there, so a saved mobile number finds its area code.
  if (areas.length === 0 && kyc.mobile !== '') return <SkeletonRows count={6} />;
  return <KycForm kyc={kyc} areas={areas} onSent={onSent} />;
}

function KycForm({ kyc, areas, onSent }: { kyc: OwnLoanKyc; areas: readonly AreaOption[]; onSent: (kyc: OwnLoanKyc) => void }) {
  const { t } = useLingui();
  const token = useSessionToken();
  // The server's today bounds the birthday; the device's stands in until it answers.
  const [deviceToday] = useState(() => loanDay(Date.now()));
  const today = useQuery(loanDatesQuery(token, null)).data?.today ?? deviceToday;
  const [values, setValues] = useState(() => initialValues(kyc, areas));
  const [photo, setPhoto] = useState<UploadedImage | null>(kyc.hand_pic ? { url: kyc.hand_pic, preview: '' } : null);
  const [problems, setProblems] = useState<ReadonlySet<KycField>>(new Set());
  const sending = useMutation({ ...kycSubmitMutation, onSuccess: onSent });
  const set = <K extends keyof Values>(field: K, value: Values[K], clears: KycField) => {
    setValues((current) => ({ ...current, [field]: value }));
    setProblems((current) => new Set([...current].filter((problem) => problem !== clears)));
  };
  const area = areas.find((option) => String(option.id) === values.areaId);
  // Choosing the country picks its dialling code too, unless the user chose another for a number from elsewhere.
  const chooseCountry = (code: string) => {
    const followsCountry = !area || area.code === values.country;
    const own = areas.find((option) => option.code === code);
    set('country', code, 'country');
    if (followsCountry && own) set('areaId', String(own.id), 'mobile');
  };
  const { verified } = kyc;
  // A verified identity's name and number are not the form's to send: the server fills them in from it.
  const typedIdentity = verified
    ? {}
    : { name: values.name.trim(), last_name: values.last_name.trim(), id_number: values.id_number.trim() };
  const input: KycInput = {
    ...typedIdentity,
    sex: values.sex,
    birthday: values.birthday,
    country: values.country,
    mobile: area && values.phone ? `${area.dial.slice(1)}-${values.phone}` : '',
    id_card_type: values.id_card_type,
    hand_pic: photo?.url ?? '',
    address: values.address.trim(),
  };
  const error = (field: KycField, text: string) => (problems.has(field) ? text : undefined);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.isPending) return;
    const found = kycProblems(input, today);
    setProblems(found);
    if (found.size > 0) {
      const first = firstProblem(Object.fromEntries([...found].map((field) => [field, 'refused'])), KYC_FIELDS);
      focusField(event.currentTarget, first === 'mobile' ? 'phone' : first);
      return;
    }
    sending.mutate(input);
  };

  const countries = [...new Map(areas.map((option) => [option.code, option])).values()];
  return (
    <Card as="form" className={styles.form} onSubmit={submit} noValidate>
      {kyc.status === LOAN_KYC_STATUS.rejected ? (
        <RejectedNotice reason={kyc.reason} />
      ) : (
        <p
          className={styles.note}
        >{t`To borrow, tell us who you are. Enter your details as they appear on your ID; the team reviews them within 48 hours.`}</p>
      )}
      {verified ? (
        <VerifiedFields verified={verified} />
      ) : (
        <div className={styles.pair}>
          <TextField
            name="last_name"
            label={t`First name`}
            autoComplete="given-name"
            value={values.last_name}
            onChange={(event) => set('last_name', event.target.value, 'last_name')}
            error={error('last_name', t`Please enter your first name`)}
          />
          <TextField
            name="name"
            label={t`Last name`}
            autoComplete="family-name"
            value={values.name}
            onChange={(event) => set('name', event.target.value, 'name')}
            error={error('name', t`Please enter your last name`)}
          />
        </div>
      )}
      <Choice label={t`Sex`} name="sex" error={error('sex', t`Please choose`)}>
        <ChoiceChips
          aria-label={t`Sex`}
          stretch
          items={[
            { key: LOAN_SEX.male, label: t`Male` },
            { key: LOAN_SEX.female, label: t`Female` },
          ]}
          value={values.sex === 0 ? null : values.sex}
          onChange={(sex) => set('sex', sex, 'sex')}
        />
      </Choice>
      <TextField
        name="birthday"
        type="date"
        label={t`Birthday`}
        min={BIRTHDAY_MIN}
        max={today}
        value={values.birthday}
        onChange={(event) => set('birthday', event.target.value, 'birthday')}
        error={error('birthday', t`Please choose your birthday, from 1950-01-01 to today`)}
      />
      <label className={styles.field}>
        <span className={styles.fieldLabel}>{t`Country or region`}</span>
        <NativeSelect
          name="country"
          value={values.country}
          aria-invalid={problems.has('country') ? true : undefined}
          onChange={(event) => chooseCountry(event.target.value)}
        >
          <option value="">{t`Please choose your country`}</option>
          {countries.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </NativeSelect>
        {problems.has('country') ? <span className={styles.fieldError}>{t`Please choose your country`}</span> : null}
      </label>
      <TextField
        name="phone"
        label={t`Mobile number`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={15}
        value={values.phone}
        onChange={(event) => set('phone', event.target.value.replace(/\D+/g, ''), 'mobile')}
        error={error('mobile', t`Please choose the area code and enter your mobile number`)}
        prefix={
          <AreaCodeSelect
            options={areas}
            value={values.areaId}
            onChange={(id) => set('areaId', id, 'mobile')}
            invalid={problems.has('mobile')}
          />
        }
      />
      <Choice label={t`ID type`} name="id_card_type" error={error('id_card_type', t`Please choose`)}>
        <ChoiceChips
          aria-label={t`ID type`}
          stretch
          items={[
            { key: LOAN_ID_TYPE.idCard, label: t`ID card` },
            { key: LOAN_ID_TYPE.passport, label: t`Passport` },
          ]}
          value={values.id_card_type === 0 ? null : values.id_card_type}
          onChange={(type) => set('id_card_type', type, 'id_card_type')}
        />
      </Choice>
      {verified ? null : (
        <TextField
          name="id_number"
          label={t`ID number`}
          placeholder={t`Passport or ID number`}
          autoComplete="off"
          dir="ltr"
          value={values.id_number}
          onChange={(event) => set('id_number', event.target.value, 'id_number')}
          error={error('id_number', t`Use letters, digits and hyphens only, up to 40 characters`)}
        />
      )}
      <ImageUpload
        label={t`A photo of you holding your ID`}
        name="hand_pic"
        value={photo}
        onChange={(image) => {
          setPhoto(image);
          setProblems((current) => new Set([...current].filter((problem) => problem !== 'hand_pic')));
        }}
        error={error('hand_pic', t`Please upload a photo of you holding your ID`)}
      />
      <TextField
        name="address"
        label={t`Postal address`}
        autoComplete="street-address"
        maxLength={300}
        value={values.address}
        onChange={(event) => set('address', event.target.value, 'address')}
        error={error('address', t`Please enter your postal address`)}
      />
      <Button type="submit" variant="primary" size="l" block loading={sending.isPending}>
        <Trans>Submit for review</Trans>
      </Button>
    </Card>
  );
}

function Choice({ label, name, error, children }: { label: string; name: string; error: string | undefined; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <span className={styles.fieldLabel}>{label}</span>
      {/* A focus target for the form's first problem. */}
      <input type="hidden" name={name} />
      {children}
      {error ? (
        <span className={styles.fieldError} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}

/**
 * The name and ID number of the customer's verified real-name identity, shown where the form would ask for them and
 * marked as that identity's: the loan takes them as verified, so there is nothing to type or change here.
 */
function VerifiedFields({ verified }: { verified: VerifiedIdentity }) {
  const { t } = useLingui();
  return (
    <section className={styles.verified} aria-labelledby="loan-kyc-verified">
      <h3 id="loan-kyc-verified" className={styles.verifiedTitle}>
        <CheckIcon size={18} className={styles.verifiedMark} />
        {t`From your verified identity`}
      </h3>
      <Figures>
        <Figure label={t`Name`}>{verified.name}</Figure>
        <Figure label={t`ID number`} dir="ltr">
          {verified.id_number}
        </Figure>
      </Figures>
      <p className={styles.note}>{t`The loan is made out to your verified name and ID number.`}</p>
    </section>
  );
}

/** Shown above the form after the operator sent the last submission back. */
function RejectedNotice({ reason }: { reason: string }) {
  const { t } = useLingui();
  return <Notice title={t`Rejected: please correct your details and send them again`} text={reason} />;
}
