import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  adminChatClose,
  adminChatDetail,
  adminChatList,
  adminChatReply,
  CHAT_SENDER,
  CHAT_STATUS,
  type AdminConversation,
  type ChatMessage,
} from '@common/api/chat';
import { CHAT_MAX_MESSAGE } from '@common/chat';
import { Badge, Button, cx } from '@/ui';
import { adminApi, allows } from '../api';
import { timeText } from '../format';
import { ConsoleLink, go, useConsoleLocation, withSearch } from '../nav';
import { useAdminQuery } from '../queries';
import { operatorAtom } from '../store';
import { Pager } from '../ui/Pager';
import { PageTitle } from '../ui/Panel';
import { Select } from '../ui/Select';
import { UploadImage } from '../ui/UploadImage';
import { operatorLinkStateAtom } from './live';
import styles from './ConversationsScreen.module.css';

// The support chat's desk: the conversations (open ones first, those with unread messages on top) beside the one
// opened, its history with the customer's images, a reply box and the close button. Everything on it is read again
// when the console's socket says something changed (./live.ts), so a visitor's message shows as it is sent. The
// list's filter, page and open conversation live in the address.

const BASE = '/chat';
type StatusFilter = 'open' | 'closed' | 'all';

function statusFilter(value: string | null): StatusFilter {
  return value === 'closed' || value === 'all' ? value : 'open';
}

export function ConversationsScreen() {
  const { t } = useLingui();
  const { search } = useConsoleLocation();
  const status = statusFilter(search.get('status'));
  const page = Math.max(1, Number(search.get('page') ?? '1') || 1);
  const openId = Number(search.get('id') ?? '') || null;
  const list = useAdminQuery(adminChatList, { status, page });
  const live = useAtomValue(operatorLinkStateAtom) === 'live';
  const here = (params: { status?: StatusFilter; page?: number; id?: number | null }) =>
    withSearch(BASE, { status: params.status ?? status, page: params.page ?? page, id: params.id === undefined ? (openId ?? undefined) : (params.id ?? undefined) });

  return (
    <>
      <PageTitle
        actions={
          <span className={cx(styles.live, live && styles.liveOn)} role="status">
            {live ? t`Live` : t`Reconnecting…`}
          </span>
        }
      >
        <Trans>Support chat</Trans>
      </PageTitle>
      <div className={styles.desk}>
        <section className={styles.listPane} aria-label={t`Conversations`}>
          <Select
            label={<Trans>Show</Trans>}
            value={status}
            options={[
              { value: 'open', label: t`Open` },
              { value: 'closed', label: t`Closed` },
              { value: 'all', label: t`All` },
            ]}
            onChange={(value) => go(here({ status: statusFilter(value), page: 1, id: null }))}
          />
          {list.data ? (
            list.data.data.length > 0 ? (
              <ul className={styles.list}>
                {list.data.data.map((conversation) => (
                  <li key={conversation.id}>
                    <ConsoleLink to={here({ id: conversation.id })} className={cx(styles.row, conversation.id === openId && styles.rowOpen)} ariaCurrent={conversation.id === openId}>
                      <ConversationRow conversation={conversation} />
                    </ConsoleLink>
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.quiet}>
                <Trans>No conversations here.</Trans>
              </p>
            )
          ) : (
            <p className={styles.quiet}>{list.isError ? <Trans>The list could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>
          )}
          {list.data ? <Pager page={page} total={list.data.total} onPage={(next) => go(here({ page: next }))} /> : null}
        </section>
        <section className={styles.threadPane} aria-label={t`Conversation`}>
          {openId ? (
            <Conversation key={openId} id={openId} />
          ) : (
            <p className={styles.quiet}>
              <Trans>Choose a conversation to read it and answer.</Trans>
            </p>
          )}
        </section>
      </div>
    </>
  );
}

function who(conversation: AdminConversation, guest: string): string {
  return conversation.guest ? `${guest} #${conversation.id}` : conversation.email || conversation.uid;
}

function ConversationRow({ conversation }: { conversation: AdminConversation }) {
  const { t, i18n } = useLingui();
  return (
    <>
      <span className={styles.rowTop}>
        <span className={styles.who}>{who(conversation, t`Guest`)}</span>
        {conversation.unread > 0 ? (
          <span className={styles.unread} aria-label={t`${conversation.unread} unread`}>
            {conversation.unread}
          </span>
        ) : null}
      </span>
      <span className={styles.preview}>{conversation.last_message === '[image]' ? t`Image` : conversation.last_message}</span>
      <span className={styles.rowMeta}>
        {timeText(conversation.last_message_at, i18n.locale)}
        {conversation.status === CHAT_STATUS.CLOSED ? <Badge tone="neutral">{t`Closed`}</Badge> : null}
      </span>
    </>
  );
}

function Conversation({ id }: { id: number }) {
  const { t, i18n } = useLingui();
  const operator = useAtomValue(operatorAtom);
  const client = useQueryClient();
  const detail = useAdminQuery(adminChatDetail, { id });
  const history = useRef<HTMLOListElement>(null);
  const count = detail.data?.messages.length ?? 0;
  useEffect(() => {
    const element = history.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count]);

  if (!detail.data) return <p className={styles.quiet}>{detail.isError ? <Trans>This conversation could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>;
  const { conversation, messages } = detail.data;
  const mayAnswer = allows(adminChatReply, operator?.role);
  const open = conversation.status === CHAT_STATUS.OPEN;
  const changed = () => void client.invalidateQueries({ queryKey: [adminChatList.path] });

  return (
    <div className={styles.thread}>
      <header className={styles.threadHeader}>
        <div>
          <h2 className={styles.threadTitle}>{who(conversation, t`Guest`)}</h2>
          <span className={styles.quiet}>
            {conversation.guest ? (
              <Trans>Not logged in: known by their device only.</Trans>
            ) : (
              <ConsoleLink to={`/customers/${conversation.user_id ?? ''}`}>{t`Customer ${conversation.uid}`}</ConsoleLink>
            )}
          </span>
        </div>
        <Badge tone={open ? 'waiting' : 'neutral'}>{open ? t`Open` : t`Closed`}</Badge>
        {open && allows(adminChatClose, operator?.role) ? (
          <Button
            variant="secondary"
            size="s"
            onClick={() =>
              void adminApi(adminChatClose, { id }, { toastSuccess: true })
                .then(() => detail.refetch())
                .finally(changed)
            }
          >
            <Trans>Close conversation</Trans>
          </Button>
        ) : null}
      </header>
      <ol className={styles.history} ref={history} aria-live="polite">
        {messages.map((message) => (
          <Bubble key={message.id} message={message} locale={i18n.locale} />
        ))}
      </ol>
      {mayAnswer ? (
        <ReplyBox id={id} closed={!open} onSent={() => void detail.refetch().then(changed)} />
      ) : (
        <p className={styles.quiet}>
          <Trans>Your role can read conversations but not answer them.</Trans>
        </p>
      )}
    </div>
  );
}

function Bubble({ message, locale }: { message: ChatMessage; locale: string }) {
  const { t } = useLingui();
  const fromSupport = message.sender === CHAT_SENDER.OPERATOR;
  return (
    <li className={cx(styles.bubble, fromSupport ? styles.fromSupport : styles.fromVisitor)}>
      <span className={styles.sender}>{fromSupport ? t`Support` : t`Customer`}</span>
      {message.body ? <p className={styles.body}>{message.body}</p> : null}
      {message.image ? <UploadImage url={message.image} label={t`Image`} /> : null}
      <time className={styles.time}>{timeText(message.created_at, locale)}</time>
    </li>
  );
}

function ReplyBox({ id, closed, onSent }: { id: number; closed: boolean; onSent: () => void }) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    const body = text.trim();
    if (!body || busy) return;
    setBusy(true);
    try {
      await adminApi(adminChatReply, { id, body });
      setText('');
      onSent();
    } catch {
      // The toast said why; the text stays for another try.
    } finally {
      setBusy(false);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };
  return (
    <form
      className={styles.reply}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {closed ? (
        <p className={styles.quiet}>
          <Trans>This conversation is closed; an answer reaches the customer all the same.</Trans>
        </p>
      ) : null}
      <textarea
        name="reply"
        rows={3}
        maxLength={CHAT_MAX_MESSAGE}
        value={text}
        placeholder={t`Write an answer (Enter sends, Shift+Enter starts a new line)`}
        aria-label={t`Answer`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" loading={busy} disabled={busy || text.trim() === ''}>
        <Trans>Send</Trans>
      </Button>
    </form>
  );
}
