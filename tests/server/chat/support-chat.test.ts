import { beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import type {
  AdminConversation,
  AdminConversationDetail,
  ChatMessage,
  ChatThread,
  ChatUnread,
  SupportChatPush,
} from '../../../common/api/chat';
import type { Page } from '../../../common/api/page';
import { CODE } from '../../../common/envelope';
import { SOCKET_PATH, type ServerFrame } from '../../../common/socket';
import { MESSAGES_PER_VISITOR } from '../../../server/chat/conversations';
import { call } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';
import { changedTables, fingerprint } from '../helpers/snapshot';
import { operatorToken, realUser, uploadedUrl, type WalletUser } from '../helpers/wallet';

// The support chat end to end on the server: who gets which message (the user, never another user), guests by
// device id, operators' replies and closes (recorded), the rate limit, and hostile or empty input.

const app = appForTests();
let operator: string;
let alice: WalletUser;
let bob: WalletUser;
const GUEST = 'guestdevice-0123456789abcdefghijklmnop';

beforeAll(async () => {
  operator = await operatorToken(app);
  alice = await realUser(app, 'alice-chat@example.com');
  bob = await realUser(app, 'bob-chat@example.com');
});

const as = (token: string) => ({ authorization: token });
const send = (payload: Record<string, string>, headers: Record<string, string> = {}) =>
  call<ChatMessage>(app, 'POST', '/api/chat/send', payload, headers);
const thread = (payload: Record<string, string | number>, headers: Record<string, string> = {}) =>
  call<ChatThread>(app, 'POST', '/api/chat/messages', payload, headers);
const unread = (payload: Record<string, string>, headers: Record<string, string> = {}) =>
  call<ChatUnread>(app, 'POST', '/api/chat/unread', payload, headers);
const openList = () => call<Page<AdminConversation>>(app, 'GET', '/admin/api/chat/list', { status: 'open' }, as(operator));
const reply = (id: number, body: string) => call<ChatMessage>(app, 'POST', '/admin/api/chat/reply', { id, body }, as(operator));

async function conversationOf(userId: number): Promise<number> {
  const [row] = await app.database.db.query<{ id: number }>('SELECT id FROM chat_conversations WHERE user_id = $1', [userId]);
  return row!.id;
}

describe('the support chat', () => {
  it('delivers a user message to operators and the reply to that user only, with unread counts on both sides', async () => {
    const pushes = vi.spyOn(app.hub, 'pushToUser');
    const sent = await send({ body: 'My deposit is not credited' }, as(alice.token));
    expect(sent.code, sent.msg).toBe(1);
    expect(sent.data).toMatchObject({
      sender: 0,
      body: 'My deposit is not credited',
      image: '',
    });
    const conversation = await conversationOf(alice.userId);

    const listed = (await openList()).data.data.find((row) => row.id === conversation);
    expect(listed).toMatchObject({
      user_id: alice.userId,
      email: alice.email,
      guest: false,
      unread: 1,
      last_message: 'My deposit is not credited',
    });

    const answer = await reply(conversation, 'We are looking at it');
    expect(answer.code, answer.msg).toBe(1);
    const toUsers = pushes.mock.calls.filter(([, topic]) => topic === 'SUPPORT_CHAT');
    expect(toUsers.every(([userId]) => userId === alice.userId)).toBe(true);
    expect(toUsers.at(-1)?.[2]).toMatchObject({
      message: { body: 'We are looking at it', sender: 1 },
      unread: 1,
    });
    pushes.mockRestore();

    expect((await unread({}, as(alice.token))).data.unread).toBe(1);
    expect((await unread({}, as(bob.token))).data.unread).toBe(0);
    expect((await thread({}, as(bob.token))).data.messages).toEqual([]);
    const read = await thread({}, as(alice.token));
    expect(read.data.messages.map((message) => message.body)).toEqual(['My deposit is not credited', 'We are looking at it']);
    expect((await unread({}, as(alice.token))).data.unread).toBe(0);
    // Opening the conversation clears the operators' count.
    const detail = await call<AdminConversationDetail>(app, 'GET', '/admin/api/chat/detail', { id: conversation }, as(operator));
    expect(detail.data.messages).toHaveLength(2);
    expect(detail.data.conversation.unread).toBe(0);
  });

  it('pushes the reply over the socket to the user who wrote, and to no other user', async () => {
    const address = await app.http.listen({ port: 0, host: '127.0.0.1' });
    const url = address.replace(/^http/, 'ws') + SOCKET_PATH;
    const listen = async (token: string) => {
      const socket = new WebSocket(url);
      await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
      const frames: ServerFrame[] = [];
      socket.on('message', (raw: Buffer) => frames.push(JSON.parse(raw.toString()) as ServerFrame));
      socket.send(JSON.stringify({ type: 'login', token }));
      await vi.waitFor(() => expect(frames).toContainEqual({ type: 'login', code: 1 }));
      socket.send(JSON.stringify({ type: 'sub', topic: 'SUPPORT_CHAT' }));
      // Frames are handled in order: the pong says the subscription is in place.
      socket.send(JSON.stringify({ type: 'ping', ts: 1 }));
      await vi.waitFor(() => expect(frames).toContainEqual({ type: 'pong', ts: 1 }));
      return { socket, frames };
    };
    const aliceSocket = await listen(alice.token);
    const bobSocket = await listen(bob.token);
    await reply(await conversationOf(alice.userId), 'Credited now');
    await vi.waitFor(() => expect(aliceSocket.frames.some((frame) => frame.type === 'push')).toBe(true));
    const push = aliceSocket.frames.find((frame) => frame.type === 'push');
    expect(push).toMatchObject({
      topic: 'SUPPORT_CHAT',
      data: { message: { body: 'Credited now' } },
    });
    expect((push as { data: SupportChatPush }).data.unread).toBeGreaterThan(0);
    // Bob's socket saw its login and nothing else.
    await new Promise((resolve) => setImmediate(resolve));
    expect(bobSocket.frames.filter((frame) => frame.type === 'push')).toEqual([]);
    aliceSocket.socket.terminate();
    bobSocket.socket.terminate();
  });

  it('lets a guest chat by device id, kept apart from users and from other devices', async () => {
    expect(
      (
        await send({
          device_id: GUEST,
          body: 'Can I open an account from Kenya?',
        })
      ).code,
    ).toBe(1);
    const [row] = await app.database.db.query<{ id: number }>('SELECT id FROM chat_conversations WHERE device_id = $1', [GUEST]);
    const listed = (await openList()).data.data.find((conversation) => conversation.id === row!.id);
    expect(listed).toMatchObject({ guest: true, user_id: null, unread: 1 });
    await reply(row!.id, 'Yes, you can');
    expect((await unread({ device_id: GUEST })).data.unread).toBe(1);
    expect((await thread({ device_id: GUEST })).data.messages.map((message) => message.body)).toEqual([
      'Can I open an account from Kenya?',
      'Yes, you can',
    ]);
    expect((await thread({ device_id: 'otherdevice-0123456789abcdefghijklmnop' })).data.messages).toEqual([]);
    // A session wins over a device id: a user naming the guest's device reads their own thread.
    expect((await thread({ device_id: GUEST }, as(bob.token))).data.messages).toEqual([]);
    // Without a session or a device id there is nobody to write as.
    const nobody = await send({ body: 'hello' });
    expect(nobody.code).toBe(CODE.BAD_INPUT);
    expect(nobody.msg).toMatch(/log in/i);
    // Only what is newer than the last message seen.
    const all = (await thread({ device_id: GUEST })).data.messages;
    expect((await thread({ device_id: GUEST, after_id: all[0]!.id })).data.messages.map((message) => message.body)).toEqual([
      'Yes, you can',
    ]);
  });

  it('closes a conversation with a record, and the visitor’s next message reopens it with its history', async () => {
    const conversation = await conversationOf(alice.userId);
    const closed = await call<AdminConversation>(app, 'POST', '/admin/api/chat/close', { id: conversation }, as(operator));
    expect(closed.data.status).toBe(1);
    expect((await openList()).data.data.some((row) => row.id === conversation)).toBe(false);
    expect((await thread({}, as(alice.token))).data.status).toBe(1);
    const [record] = await app.database.db.query<{
      action: string;
      before: { status: number };
      after: { status: number };
    }>("SELECT action, before, after FROM operator_decisions WHERE subject = 'chat' AND subject_id = $1 AND action = 'close'", [
      conversation,
    ]);
    expect(record).toMatchObject({
      before: { status: 0 },
      after: { status: 1 },
    });
    await send({ body: 'One more question' }, as(alice.token));
    const reopened = await thread({}, as(alice.token));
    expect(reopened.data.status).toBe(0);
    expect(reopened.data.conversation_id).toBe(conversation);
    expect(reopened.data.messages.length).toBeGreaterThan(3);
  });

  it('stores hostile text as typed text, and shows it back as text', async () => {
    const hostile = '<img src=x onerror=alert(1)><script>alert(document.cookie)</script>';
    const sent = await send({ body: hostile }, as(bob.token));
    expect(sent.code).toBe(1);
    expect((await thread({}, as(bob.token))).data.messages.at(-1)?.body).toBe(hostile);
  });

  it('refuses empty, huge, control-character and foreign-image messages, and unknown or malformed ids, changing nothing', async () => {
    const carol = await realUser(app, 'carol-chat@example.com');
    const bobsImage = await uploadedUrl(app, bob.token);
    const before = await fingerprint(app.database.db);
    for (const payload of <Record<string, string>[]>[
      {},
      { body: '   ' },
      { body: 'x'.repeat(2001) },
      { body: 'bell\u0007' },
      { image: bobsImage },
      { image: 'javascript:alert(1)' },
    ]) {
      const answer = await send(payload, as(carol.token));
      expect(answer.code, JSON.stringify(payload)).toBe(CODE.BAD_INPUT);
      expect(answer.msg.length).toBeGreaterThan(0);
    }
    for (const device_id of ['short', '<script>alert(1)</script>0000000000000000000', 'x'.repeat(65)]) {
      expect((await send({ device_id, body: 'hi' })).code, device_id).toBe(CODE.BAD_INPUT);
    }
    expect((await reply(999_999, 'anyone?')).code).toBe(CODE.NOT_FOUND);
    expect((await call(app, 'POST', '/admin/api/chat/close', { id: 999_999 }, as(operator))).code).toBe(CODE.NOT_FOUND);
    expect((await call(app, 'GET', '/admin/api/chat/detail', { id: 'abc' }, as(operator))).code).toBe(CODE.BAD_INPUT);
    expect((await reply(await conversationOf(alice.userId), '')).code).toBe(CODE.BAD_INPUT);
    // A user's token is no operator's.
    expect((await call(app, 'GET', '/admin/api/chat/list', {}, as(alice.token))).code).toBe(CODE.NOT_LOGGED_IN);
    expect(changedTables(before, await fingerprint(app.database.db))).toEqual([]);
  });

  it('limits how fast one visitor writes, per window of the clock, and lets them write again after it', async () => {
    const dave = await realUser(app, 'dave-chat@example.com');
    app.clock.advance(MESSAGES_PER_VISITOR.windowMs);
    let refused = null;
    for (let sent = 0; sent <= MESSAGES_PER_VISITOR.max; sent += 1) {
      const answer = await send({ body: `message ${sent}` }, as(dave.token));
      if (answer.code !== 1) {
        refused = { sent, answer };
        break;
      }
    }
    expect(refused?.sent).toBeLessThanOrEqual(MESSAGES_PER_VISITOR.max);
    expect(refused?.answer.code).toBe(CODE.RATE_LIMITED);
    // Another visitor is not slowed by Dave.
    expect((await send({ body: 'hello' }, as(bob.token))).code).toBe(1);
    app.clock.advance(MESSAGES_PER_VISITOR.windowMs);
    expect((await send({ body: 'after the window' }, as(dave.token))).code).toBe(1);
  });

  it('attaches the user’s own uploaded image', async () => {
    const image = await uploadedUrl(app, alice.token);
    const sent = await send({ image }, as(alice.token));
    expect(sent.code, sent.msg).toBe(1);
    expect(sent.data.image).toBe(image);
  });
});
