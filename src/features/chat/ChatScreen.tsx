import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { LOCALES } from '@common/locales';
import { useGoBack } from '@/lib/go-back';
import { sessionKey, useSessionToken } from '@/lib/query';
import { currentUserAtom } from '@/lib/session';
import { baseSettingsAtom, localeAtom, themeChoiceAtom } from '@/lib/store';
import { resolveTheme } from '@/lib/theme';
import { PageHeader } from '@/ui';
import { chatDeviceId } from '@/shared/chat/chat-device';
import { chatPushQuery, chatUnreadQuery } from '@/shared/chat/queries';
import { SERVICE_LINK_TYPE, thirdPartyChatUrl, type ChatMetadata } from './service-link';
import styles from './Chat.module.css';

// /mine/chat (spec sections 2 and 3): the customer-service chat in a sandboxed frame. An operator's service_link
// embeds that third party's page; without one, Meridian's own chat page (served by the server at /chat/frame).

const OWN_FRAME = '/chat/frame';

export function ChatScreen() {
  const { t } = useLingui();
  const goBack = useGoBack();
  const settings = useAtomValue(baseSettingsAtom);
  const user = useAtomValue(currentUserAtom);
  const metadata: ChatMetadata | null = user ? { uid: user.uid, email: user.email } : null;
  const external = settings?.service_link ? thirdPartyChatUrl(settings.service_link, settings.service_link_type, metadata) : null;
  return (
    <div className={styles.screen}>
      <PageHeader title={t`Customer service`} onBack={goBack} />
      {external ? <ThirdPartyChat url={external} type={settings?.service_link_type ?? 1} metadata={metadata} /> : <OwnChat />}
    </div>
  );
}

function ThirdPartyChat({ url, type, metadata }: { url: URL; type: number; metadata: ChatMetadata | null }) {
  const { t } = useLingui();
  const frame = useRef<HTMLIFrameElement>(null);
  const post = () => {
    if (type === SERVICE_LINK_TYPE.postMessage && metadata)
      frame.current?.contentWindow?.postMessage({ type: 'metadata', ...metadata }, url.origin);
  };
  return (
    <iframe
      ref={frame}
      className={styles.frame}
      title={t`Customer service`}
      src={url.href}
      onLoad={post}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      referrerPolicy="no-referrer"
      allow=""
    />
  );
}

function OwnChat() {
  const { t } = useLingui();
  const token = useSessionToken();
  const client = useQueryClient();
  const lang = useAtomValue(localeAtom);
  const theme = resolveTheme(useAtomValue(themeChoiceAtom));
  const frame = useRef<HTMLIFrameElement>(null);
  // Shown so the SUPPORT_CHAT topic is followed while the chat is open.
  useQuery(chatUnreadQuery(token));
  const push = useQuery(chatPushQuery(token)).data;

  const labels = {
    placeholder: t`Write a message`,
    send: t`Send`,
    empty: t`Ask us anything: an agent answers here.`,
    you: t`You`,
    support: t`Support`,
    closed: t`This conversation was closed. Write again to reopen it.`,
    failed: t`Network error. Please try again.`,
    attach: t`Attach an image`,
    image: t`Image`,
  };
  const init = useRef({ token, lang, theme, labels });
  useEffect(() => {
    init.current = { token, lang, theme, labels };
  });

  useEffect(() => {
    const onMessage = (event: MessageEvent<{ type?: string }>) => {
      const target = frame.current?.contentWindow;
      if (event.origin !== location.origin || !target || event.source !== target) return;
      if (event.data.type === 'meridian-chat-ready') {
        const { token: current, lang: language, theme: shade, labels: words } = init.current;
        target.postMessage(
          {
            type: 'meridian-chat-init',
            token: current,
            deviceId: current ? null : chatDeviceId(),
            lang: language,
            dir: LOCALES[language].dir,
            theme: shade,
            labels: words,
          },
          location.origin,
        );
      } else if (event.data.type === 'meridian-chat-read') {
        client.setQueryData(sessionKey(init.current.token, 'chat-unread'), {
          unread: 0,
        });
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [client]);

  useEffect(() => {
    if (push) frame.current?.contentWindow?.postMessage({ type: 'meridian-chat-push' }, location.origin);
  }, [push]);

  // Keyed by what the frame was handed, so a login, language or theme change starts it afresh.
  return (
    <iframe
      key={`${token ?? 'guest'}:${lang}:${theme}`}
      ref={frame}
      className={styles.frame}
      title={t`Customer service`}
      src={OWN_FRAME}
      sandbox="allow-scripts allow-same-origin allow-forms"
      data-testid="chat-frame"
    />
  );
}
