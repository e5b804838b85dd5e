import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { realName, REVIEW_STATUS, type IdentityCenter } from '@common/api/identity';
import { useForm } from '@/lib/form';
import { api } from '@/lib/http/api';
import { useSessionToken } from '@/lib/query';
import { Button, Card, CheckIcon, Figures, Notice, SkeletonRows, TextField } from '@/ui';
import { ImageUpload, type UploadedImage } from '@/shared/upload/ImageUpload';
import { IdentityPhotos } from './IdentityPhotos';
import { identityQuery } from './queries';
import { checkIdentity, type IdentityField, type IdentityProblem } from './wallet-validation';
import { WalletPage } from './WalletPage';
import styles from './Wallet.module.css';

/** Real-name verification (spec sections 2, 4 and 5): the form, waiting for review, or verified. */
export function AuthScreen() {
  const { t } = useLingui();
  return (
    <WalletPage title={t`Real-name verification`} realOnly>
      <div className={styles.page}>
        <Identity />
      </div>
    </WalletPage>
  );
}

function Identity() {
  const { t } = useLingui();
  const query = identityQuery(useSessionToken());
  const center = useQuery(query).data ?? null;
  const client = useQueryClient();
  // What the server answered to the sending is where verification stands now.
  const setCenter = (sent: IdentityCenter) => client.setQueryData(query.queryKey, sent);

  if (!center) return <SkeletonRows count={4} />;
  if (center.review_status === REVIEW_STATUS.form) return <IdentityForm sentBack={center} onSent={setCenter} />;
  const verified = center.review_status === REVIEW_STATUS.verified;
  return (
    <Card aria-labelledby="identity-state">
      <h2 id="identity-state" className={styles.stateTitle}>
        {verified ? <CheckIcon size={20} className={styles.up} /> : null}
        {verified ? t`Your identity is verified` : t`Waiting for review`}
      </h2>
      {verified ? null : <p className={styles.note}>{t`We are checking your details. This page shows the result when it is done.`}</p>}
      <Figures>
        <dt>{t`Name`}</dt>
        <dd>{center.name}</dd>
        <dt>{t`ID number`}</dt>
        <dd dir="ltr">{center.card_id}</dd>
      </Figures>
      <IdentityPhotos front={center.front_pic} back={center.reverse_pic} />
    </Card>
  );
}

const SIDES = ['front', 'back'] as const;
type Side = (typeof SIDES)[number];

/** A photo sent before (shown from the server with the user's token), or none. */
const sentPhoto = (url: string): UploadedImage | null => (url ? { url, preview: '' } : null);

/**
 * The form; sent back after a review (`reason`), it starts from what was sent, name, number and photos, for the
 * user to correct rather than type again.
 */
function IdentityForm({ sentBack, onSent }: { sentBack: IdentityCenter; onSent: (center: IdentityCenter) => void }) {
  const { t } = useLingui();
  const { reason } = sentBack;
  const [photos, setPhotos] = useState<Record<Side, UploadedImage | null>>({
    front: sentPhoto(sentBack.front_pic),
    back: sentPhoto(sentBack.reverse_pic),
  });
  const [missing, setMissing] = useState<Record<Side, boolean>>({ front: false, back: false });
  const { formRef, values, set, problems, busy, onSubmit } = useForm<IdentityField, Record<IdentityField, string>, IdentityProblem>(
    { name: sentBack.name, card_id: sentBack.card_id },
    ['name', 'card_id'],
  );
  const sideLabel: Record<Side, string> = { front: t`Front of the card`, back: t`Back of the card` };
  const sideMissing: Record<Side, string> = {
    front: t`Please upload a photo of the front`,
    back: t`Please upload a photo of the back`,
  };
  const photo = (side: Side, image: UploadedImage | null) => {
    setPhotos((current) => ({ ...current, [side]: image }));
    setMissing((current) => ({ ...current, [side]: false }));
  };

  // The name and id number are checked with the server's schema on the very input sent; then the photos must be
  // there (a photo is the form's to ask for: the schema only sees its url).
  const input = (form: Record<IdentityField, string>) => ({
    name: form.name.trim(),
    card_id: form.card_id.trim(),
    front_pic: photos.front?.url ?? '',
    reverse_pic: photos.back?.url ?? '',
  });
  const submit = onSubmit(
    (form) => checkIdentity(input(form)),
    async (form) => {
      const { front, back } = photos;
      if (!front || !back) {
        setMissing({ front: !front, back: !back });
        return;
      }
      const center = await api(realName, input(form), { toastSuccess: true, loading: true });
      onSent(center);
    },
  );

  return (
    <Card as="form" ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {reason ? (
        <Notice title={t`Your last submission was sent back`} text={reason} />
      ) : (
        <p className={styles.note}>{t`Enter your details as they appear on your identity card, with a photo of each side.`}</p>
      )}
      <TextField
        name="name"
        label={t`Name`}
        placeholder={t`Please enter your name`}
        autoComplete="name"
        value={values.name}
        onChange={(event) => set('name', event.target.value)}
        error={
          problems.name === 'required'
            ? t`Please enter your name`
            : problems.name
              ? t`This is too long or has characters that cannot be used`
              : undefined
        }
      />
      <TextField
        name="card_id"
        label={t`ID number`}
        placeholder={t`Passport or ID number`}
        autoComplete="off"
        dir="ltr"
        value={values.card_id}
        onChange={(event) => set('card_id', event.target.value)}
        error={
          problems.card_id === 'required'
            ? t`Please enter your ID number`
            : problems.card_id
              ? t`Use letters, digits and hyphens only, up to 40 characters`
              : undefined
        }
      />
      {SIDES.map((side) => (
        <ImageUpload
          key={side}
          label={sideLabel[side]}
          name={side}
          value={photos[side]}
          onChange={(image) => photo(side, image)}
          error={missing[side] ? sideMissing[side] : undefined}
        />
      ))}
      <Button type="submit" variant="primary" size="l" block loading={busy} className={styles.submit}>
        {t`Submit`}
      </Button>
    </Card>
  );
}
