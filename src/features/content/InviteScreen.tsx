import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useMemo, useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { inviteList, type InviteList, type Invitee } from '@common/api/content';
import { DemoNotice } from '@/shared/demo-guard';
import { useGoBack } from '@/lib/go-back';
import { api } from '@/lib/http/api';
import { infiniteListState, rowListRules, sessionKey, usePagedQuery, useSessionToken, type PagedQuery, type RowList } from '@/lib/query';
import { currentUserAtom, isDemoAtom } from '@/lib/session';
import { useDateTime } from '@/lib/useFormat';
import { Button, Card, CopyIcon, EmptyState, InfiniteList, PageHeader, RecordRow, SkeletonRows, toast } from '@/ui';
import { inviteLink } from './invite-link';
import styles from './Content.module.css';

interface InviteeRow extends Invitee {
  id: number;
}

/** The invitees have no id of their own on the wire; their place in the list (newest first) is one. */
const inviteesQuery = (token: string | null): PagedQuery<InviteList & { data: InviteeRow[] }> => ({
  queryKey: sessionKey(token, 'invitees'),
  loadPage: async (page) => {
    const answer = await api(inviteList, { page });
    return { ...answer, data: answer.data.map((row, index) => ({ ...row, id: row.created_at * 1000 + index })) };
  },
  enabled: token !== null,
});

const rules = rowListRules<InviteeRow, InviteList & { data: InviteeRow[] }>();

/** Invite friends (spec: /mine/invite): the link, copy, QR code, share sheet, and who registered with the code. */
export function InviteScreen() {
  const { t } = useLingui();
  const goBack = useGoBack();
  const isDemo = useAtomValue(isDemoAtom);
  const user = useAtomValue(currentUserAtom);
  return (
    <>
      <PageHeader title={t`Invite friends`} onBack={goBack} />
      <div className={styles.page}>{isDemo ? <DemoNotice /> : user ? <InviteCard code={user.invite_code} /> : null}</div>
    </>
  );
}

function InviteCard({ code }: { code: string }) {
  const { t } = useLingui();
  const link = useMemo(() => inviteLink(window.location.origin, code), [code]);
  const [qr, setQr] = useState<string | null>(null);
  const canShare = typeof navigator.share === 'function';
  const date = useDateTime();
  const paged = usePagedQuery<RowList<InviteeRow>, InviteList & { data: InviteeRow[] }>(inviteesQuery(useSessionToken()), rules);

  useEffect(() => {
    let live = true;
    QRCode.toDataURL(link, { margin: 1, width: 400, errorCorrectionLevel: 'M' })
      .then((url) => live && setQr(url))
      .catch(() => live && setQr(null));
    return () => {
      live = false;
    };
  }, [link]);

  const copy = () => {
    navigator.clipboard
      .writeText(link)
      .then(() => toast.show(t`Copied`, 'success'))
      .catch(() => toast.show(t`Could not copy. Select the text and copy it yourself.`, 'error'));
  };

  const share = () => {
    navigator.share({ title: t`Join me on Meridian`, text: t`Register with my invite code ${code}`, url: link }).catch(() => undefined);
  };

  return (
    <>
      <Card>
        <div className={styles.center}>
          {qr ? (
            <img className={styles.qr} src={qr} alt={t`QR code of your invite link`} width={200} height={200} data-testid="invite-qr" />
          ) : (
            <div className={styles.qr} />
          )}
          <p className={styles.muted}>{t`Your invite code`}</p>
          <p className={styles.code} dir="ltr">
            {code}
          </p>
          <p className={styles.link} dir="ltr" data-testid="invite-link">
            {link}
          </p>
          <div className={styles.actions} style={canShare ? undefined : { gridTemplateColumns: '1fr' }}>
            <Button onClick={copy}>
              <CopyIcon size={18} aria-hidden="true" /> {t`Copy link`}
            </Button>
            {canShare ? (
              <Button variant="secondary" onClick={share}>
                {t`Share`}
              </Button>
            ) : null}
          </div>
        </div>
      </Card>
      <h2 className={styles.sectionTitle}>{t`People you invited`}</h2>
      <InfiniteList
        {...infiniteListState(paged)}
        keyOf={(row) => row.id}
        skeleton={<SkeletonRows count={3} />}
        empty={<EmptyState compact title={t`Nobody has registered with your code yet`} />}
        renderItem={(row) => (
          <RecordRow value={date(row.created_at)}>
            <span dir="ltr">{row.account}</span>
          </RecordRow>
        )}
      />
    </>
  );
}
