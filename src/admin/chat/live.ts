import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { adminQueueCounts } from '@common/api/admin-console';
import { adminChatDetail, adminChatList } from '@common/api/chat';
import { OPERATOR_SOCKET_PATH, type OperatorChatPush } from '@common/operator-socket';
import { operatorSessionAtom } from '../store';
import { OperatorLink, type LinkState } from './operator-link';

// The console's live channel, opened once by the shell for the signed-in operator: each support chat push has the
// queries it touches read again (the conversation list, that conversation, the navigation's counts), so every open
// console shows a visitor's message, another operator's reply or a close as it happens, without polling.

export const operatorLinkStateAtom = atom<LinkState>('closed');

/** Reads again what a support chat push changed. */
export function refreshForChat(client: QueryClient, push: OperatorChatPush): void {
  void client.invalidateQueries({ queryKey: [adminChatList.path] });
  void client.invalidateQueries({ queryKey: [adminQueueCounts.path] });
  void client.invalidateQueries({ queryKey: [adminChatDetail.path, { id: push.conversation.id }] });
}

export function useOperatorLive(): void {
  const token = useAtomValue(operatorSessionAtom)?.token ?? null;
  const client = useQueryClient();
  const setState = useSetAtom(operatorLinkStateAtom);
  useEffect(() => {
    if (!token) return undefined;
    const link = new OperatorLink({
      url: `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${OPERATOR_SOCKET_PATH}`,
      token,
      open: (url) => new WebSocket(url),
      // SUPPORT_CHAT is the operators' only topic so far.
      onPush: (_topic, data) => refreshForChat(client, data),
      onState: setState,
    });
    link.start();
    return () => link.stop();
  }, [token, client, setState]);
}
