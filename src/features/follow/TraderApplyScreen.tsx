import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue } from 'jotai';
import { useId, useState } from 'react';
import type { TraderApplication } from '@common/api/follow';
import { TRADER_APPLICATION_STATUS } from '@common/follow';
import { userInfoQuery } from '@/shared/account';
import { timeText } from '@/lib/order-text';
import { useSessionToken } from '@/lib/query';
import { currentUserAtom, isDemoAtom } from '@/lib/session';
import { ImageUpload, type UploadedImage } from '@/shared/upload/ImageUpload';
import { Badge, Button, Card, Checkbox, EmptyState, Notice, SkeletonCards, TextField } from '@/ui';
import { applyProblems, BIO_MAX, NICKNAME_MAX, type ApplyField } from './apply-validation';
import { FollowPage } from './FollowPage';
import { applicationKey, applicationQuery, applyTraderMutation } from './queries';
import { useFollowFormat } from './useFollowFormat';
import styles from './Follow.module.css';

/** /follow/trader-apply: apply to become a trader; an operator decides. Demo users are refused (issue 14). */
export function TraderApplyScreen() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const token = useSessionToken();
  const isDemo = useAtomValue(isDemoAtom);
  const user = useAtomValue(currentUserAtom);
  useQuery(userInfoQuery(token));
  const application = useQuery({ ...applicationQuery(token), enabled: token !== null && !isDemo });

  let body;
  if (token === null) {
    body = (
      <EmptyState
        title={t`Log in to apply as a trader`}
        action={<Button onClick={() => void navigate({ to: '/login', search: { from: '/follow/trader-apply' } })}>{t`Log in`}</Button>}
      />
    );
  } else if (isDemo) {
    body = (
      <Notice
        title={t`Demo account`}
        text={t`A demo account can follow traders but cannot become one. Register or log in to a real account to apply.`}
      >
        <Button onClick={() => void navigate({ to: '/register' })}>{t`Register`}</Button>
        <Button variant="secondary" onClick={() => void navigate({ to: '/login' })}>
          {t`Log in`}
        </Button>
      </Notice>
    );
  } else if (user?.is_trader === 1) {
    body = (
      <EmptyState
        title={t`You are a trader`}
        description={t`Your orders are copied by your followers.`}
        action={<Button onClick={() => void navigate({ to: '/follow/my-follower' })}>{t`My followers`}</Button>}
      />
    );
  } else if (application.isError) {
    body = (
      <EmptyState
        title={t`Could not load your application`}
        action={
          <Button variant="secondary" size="s" onClick={() => void application.refetch()}>
            {t`Try again`}
          </Button>
        }
      />
    );
  } else if (application.data === undefined) {
    body = <SkeletonCards count={2} />;
  } else if (application.data?.status === TRADER_APPLICATION_STATUS.pending) {
    body = <PendingApplication application={application.data} />;
  } else {
    body = <ApplyForm rejected={application.data?.status === TRADER_APPLICATION_STATUS.rejected ? application.data : null} />;
  }
  return (
    <FollowPage title={t`Become a trader`}>
      <div className={styles.page}>{body}</div>
    </FollowPage>
  );
}

function PendingApplication({ application }: { application: TraderApplication }) {
  const { t } = useLingui();
  const format = useFollowFormat();
  return (
    <Card data-testid="application-pending">
      <div className={styles.badges}>
        <h2 className={styles.sectionTitle}>{application.nickname}</h2>
        <Badge tone="waiting">{t`Under review`}</Badge>
      </div>
      <p className={styles.bio}>{application.bio}</p>
      <p className={styles.hint}>
        {t`Sent`} <bdi>{timeText(application.created_at, format.tag)}</bdi>
      </p>
      <p className={styles.hint}>{t`Our team reviews applications and will decide soon. You can keep trading meanwhile.`}</p>
    </Card>
  );
}

function useFieldText(): (field: ApplyField) => string {
  const { t } = useLingui();
  return (field) => {
    switch (field) {
      case 'nickname':
        return t`Enter a nickname of 2 to ${NICKNAME_MAX} characters`;
      case 'bio':
        return t`Enter a short bio of up to ${BIO_MAX} characters`;
      case 'avatar':
        return t`Choose a picture`;
      case 'agree':
        return t`Please tick the box to agree`;
    }
  };
}

function ApplyForm({ rejected }: { rejected: TraderApplication | null }) {
  const { t } = useLingui();
  const client = useQueryClient();
  const token = useSessionToken();
  const ids = useId();
  const fieldText = useFieldText();
  const [nickname, setNickname] = useState(rejected?.nickname ?? '');
  const [bio, setBio] = useState(rejected?.bio ?? '');
  const [avatar, setAvatar] = useState<UploadedImage | null>(null);
  const [agree, setAgree] = useState(false);
  const [shown, setShown] = useState(false);
  const applying = useMutation({ ...applyTraderMutation, onSuccess: (answer) => client.setQueryData(applicationKey(token), answer) });
  const problems = applyProblems({ nickname, bio, avatar: avatar?.url ?? '', agree });
  const error = (field: ApplyField) => (shown && problems.has(field) ? fieldText(field) : undefined);

  const submit = () => {
    setShown(true);
    if (problems.size > 0 || !avatar) return;
    applying.mutate({ agree: 1, nickname: nickname.trim(), bio: bio.trim(), avatar: avatar.url });
  };

  return (
    <>
      {rejected ? (
        <p className={styles.note} data-testid="application-rejected">
          <Trans>Your last application was not approved: {rejected.reason}. You may apply again.</Trans>
        </p>
      ) : null}
      <Card
        as="form"
        noValidate
        aria-label={t`Trader application`}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <p className={styles.hint}>
          {t`As a trader, your orders are copied by the users who follow you. Your nickname, picture, bio, statistics and closed orders are shown to everyone.`}
        </p>
        <TextField
          label={t`Nickname`}
          name="nickname"
          autoComplete="nickname"
          maxLength={NICKNAME_MAX}
          value={nickname}
          onChange={(event) => setNickname(event.target.value)}
          error={error('nickname')}
        />
        <div className={styles.field}>
          <label htmlFor={`${ids}-bio`} className={styles.fieldLabel}>
            {t`Short bio`}
          </label>
          <textarea
            id={`${ids}-bio`}
            name="bio"
            className={error('bio') ? `${styles.textarea} ${styles.invalid}` : styles.textarea}
            rows={4}
            maxLength={BIO_MAX}
            placeholder={t`How you trade, in a few words`}
            value={bio}
            aria-invalid={error('bio') ? true : undefined}
            aria-describedby={`${ids}-bio-msg`}
            onChange={(event) => setBio(event.target.value)}
          />
          <span id={`${ids}-bio-msg`} className={error('bio') ? styles.error : styles.meta} role={error('bio') ? 'alert' : undefined}>
            {error('bio') ?? `${String(bio.length)} / ${String(BIO_MAX)}`}
          </span>
        </div>
        <ImageUpload label={t`Picture`} name="avatar" value={avatar} onChange={setAvatar} error={error('avatar')} />
        <Checkbox
          checked={agree}
          onChange={setAgree}
          name="agree"
          label={t`I agree that my orders are copied by my followers and that my profile and trading record are shown publicly.`}
        />
        {/* Spec section 5: the agree box must be ticked before the application can be sent. */}
        <Button type="submit" block loading={applying.isPending} disabled={!agree}>
          {t`Apply`}
        </Button>
      </Card>
    </>
  );
}
