import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
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
import { oneOfText } from '@/lib/search';
import { allows } from '../api';
import { timeText } from '../format';
import { adminMutation, useAdminQuery } from '../queries';
import { ConsoleLink, goTo } from '../routing/links';
import { CHAT_STATUS_FILTERS, chatRoute, type ConsoleRouter } from '../routing/routes';
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

type StatusFilter = (typeof CHAT_STATUS_FILTERS)[number];

const chatStatus = oneOfText(CHAT_STATUS_FILTERS);
const statusFilter = (value: string): StatusFilter => chatStatus(value) ?? 'open';

export function ConversationsScreen() {
  const { t } = useLingui();
  const search = chatRoute.useSearch<ConsoleRouter>();
  const status = search.status ?? 'open';
  const page = search.page ?? 1;
  const openId = search.id ?? null;
  const list = useAdminQuery(adminChatList, { status, page });
  const live = useAtomValue(operatorLinkStateAtom) === 'live';

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
            onChange={(value) => goTo({ to: '/chat', search: { status: statusFilter(value) } })}
          />
          {list.data ? (
            list.data.data.length > 0 ? (
              <ul className={styles.list}>
                {list.data.data.map((conversation) => (
                  <li key={conversation.id}>
                    <ConsoleLink
                      to="/chat"
                      search={{ ...search, id: conversation.id }}
                      className={cx(styles.row, conversation.id === openId && styles.rowOpen)}
                    >
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
          {list.data ? (
            <Pager page={page} total={list.data.total} onPage={(next) => goTo({ to: '/chat', search: { ...search, page: next } })} />
          ) : null}
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
  const changed = () => void client.invalidateQueries({ queryKey: [adminChatList.path] });
  // Pending until the conversation is asked again; the list is asked again whatever the answer. A refusal is toasted.
  const close = useMutation({
    ...adminMutation(adminChatClose, { toastSuccess: true }),
    onSuccess: () => detail.refetch(),
    onSettled: changed,
  });
  const history = useRef<HTMLOListElement>(null);
  const count = detail.data?.messages.length ?? 0;
  useEffect(() => {
    const element = history.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count]);

  if (!detail.data)
    return (
      <p className={styles.quiet}>{detail.isError ? <Trans>This conversation could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>
    );
  const { conversation, messages } = detail.data;
  const mayAnswer = allows(adminChatReply, operator?.role);
  const open = conversation.status === CHAT_STATUS.OPEN;

  return (
    <div className={styles.thread}>
      <header className={styles.threadHeader}>
        <div>
          <h2 className={styles.threadTitle}>{who(conversation, t`Guest`)}</h2>
          <span className={styles.quiet}>
            {conversation.guest ? (
              <Trans>Not logged in: known by their device only.</Trans>
            ) : (
              <ConsoleLink
                to="/customers/$id"
                params={{ id: String(conversation.user_id ?? '') }}
              >{t`Customer ${conversation.uid}`}</ConsoleLink>
            )}
          </span>
        </div>
        <Badge tone={open ? 'waiting' : 'neutral'}>{open ? t`Open` : t`Closed`}</Badge>
        {open && allows(adminChatClose, operator?.role) ? (
          <Button variant="secondary" size="s" loading={close.isPending} onClick={() => close.mutate({ id })}>
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
  // No success toast: the answer shows in the conversation. A refusal's toast says why; the text stays for another try.
  const reply = useMutation({
    ...adminMutation(adminChatReply, {}),
    onSuccess: () => {
      setText('');
      onSent();
    },
  });
  const send = () => {
    const body = text.trim();
    if (!body || reply.isPending) return;
    reply.mutate({ id, body });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };
  return (
    <form
      className={styles.reply}
      onSubmit={(event) => {
        event.preventDefault();
        send();
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
      <Button type="submit" loading={reply.isPending} disabled={reply.isPending || text.trim() === ''}>
        <Trans>Send</Trans>
      </Button>
    </form>
  );
}
