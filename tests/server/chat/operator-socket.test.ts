import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { CODE } from '../../../common/envelope';
import { OPERATOR_SOCKET_PATH, type OperatorChatPush, type OperatorServerFrame } from '../../../common/operator-socket';
import { SOCKET_PATH, type ServerFrame } from '../../../common/socket';
import { createOperator } from '../../../server/admin/operators';
import { call } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';
import { signInOperator } from '../helpers/operators';
import { operatorToken, realUser, type WalletUser } from '../helpers/wallet';

// The console's live channel for the support chat (/admin/ws): an operator gets every visitor's message (a guest's
// and a user's), replies and closes as they happen; a user's token logs nobody in there; a session that ends stops
// the pushes; and on the PWA's socket a user still gets their own conversation only.

const app = appForTests();
let operator: string;
let alice: WalletUser;
let bob: WalletUser;
let base: string;
const GUEST = 'operatorsocket-guest-0123456789abcdefghij';
const open: WebSocket[] = [];

beforeAll(async () => {
  operator = await operatorToken(app);
  alice = await realUser(app, 'alice-opsocket@example.com');
  bob = await realUser(app, 'bob-opsocket@example.com');
  base = (await app.http.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
});
afterAll(() => {
  for (const socket of open) socket.terminate();
});

async function connect<Frame>(path: string, frames: Frame[] = []): Promise<{ socket: WebSocket; frames: Frame[] }> {
  const socket = new WebSocket(base + path);
  open.push(socket);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  socket.on('message', (raw: Buffer) => frames.push(JSON.parse(raw.toString()) as Frame));
  return { socket, frames };
}

/** A console socket logged in with `token`; answers the login frame it got. */
async function consoleSocket(token: string) {
  const client = await connect(OPERATOR_SOCKET_PATH, [] as OperatorServerFrame[]);
  client.socket.send(JSON.stringify({ type: 'login', token }));
  await vi.waitFor(() => expect(client.frames.some((frame) => frame.type === 'login')).toBe(true));
  const login = client.frames.find((frame) => frame.type === 'login');
  const chatPushes = () => client.frames.flatMap((frame) => (frame.type === 'push' ? [frame.data] : []));
  return { ...client, login, chatPushes };
}

/** Round-trips a ping, so every frame sent before it has been handled (frames are handled in order): its answer. */
async function settle(client: { socket: WebSocket; frames: OperatorServerFrame[] }, ts: number): Promise<OperatorServerFrame> {
  const seen = client.frames.length;
  client.socket.send(JSON.stringify({ type: 'ping', ts }));
  let answer: OperatorServerFrame | undefined;
  await vi.waitFor(() => {
    answer = client.frames.slice(seen).find((frame) => frame.type !== 'push');
    expect(answer).toBeDefined();
  });
  return answer!;
}

const as = (token: string) => ({ authorization: token });
const send = (payload: Record<string, string>, headers: Record<string, string> = {}) =>
  call(app, 'POST', '/api/chat/send', payload, headers);

describe('the operators’ live channel', () => {
  it('pushes a guest’s and a user’s message to a logged-in console at once, with the conversation as listed', async () => {
    const desk = await consoleSocket(operator);
    expect(desk.login).toEqual({ type: 'login', code: 1 });

    expect((await send({ device_id: GUEST, body: 'Is the market open on Sunday?' })).code).toBe(1);
    expect((await send({ body: 'My withdrawal is late' }, as(alice.token))).code).toBe(1);
    await vi.waitFor(() => expect(desk.chatPushes()).toHaveLength(2));
    const [fromGuest, fromUser] = desk.chatPushes() as [OperatorChatPush, OperatorChatPush];
    expect(fromGuest).toMatchObject({
      conversation: { guest: true, user_id: null, unread: 1, status: 0, last_message: 'Is the market open on Sunday?' },
      message: { sender: 0, body: 'Is the market open on Sunday?' },
    });
    expect(fromUser).toMatchObject({
      conversation: { guest: false, user_id: alice.userId, email: alice.email, unread: 1 },
      message: { sender: 0, body: 'My withdrawal is late' },
    });

    // The navigation counts the open conversations with a message no operator read.
    const waiting = async () =>
      (await call<Record<string, number>>(app, 'GET', '/admin/api/console/queue_counts', {}, as(operator))).data.conversations;
    expect(await waiting()).toBe(2);

    // The reply, the reading (unread back to 0) and the close reach every console too, so two desks agree.
    const second = await consoleSocket(await operatorToken(app));
    const id = fromUser.conversation.id;
    expect((await call(app, 'GET', '/admin/api/chat/detail', { id }, as(operator))).code).toBe(1);
    expect(await waiting()).toBe(1);
    expect((await call(app, 'POST', '/admin/api/chat/reply', { id, body: 'Sent this morning' }, as(operator))).code).toBe(1);
    expect((await call(app, 'POST', '/admin/api/chat/close', { id }, as(operator))).code).toBe(1);
    await vi.waitFor(() => expect(second.chatPushes()).toHaveLength(3));
    const [read, replied, closed] = second.chatPushes() as [OperatorChatPush, OperatorChatPush, OperatorChatPush];
    expect(read).toMatchObject({ conversation: { id, unread: 0 }, message: null });
    expect(replied).toMatchObject({
      conversation: { id, last_message: 'Sent this morning' },
      message: { sender: 1, body: 'Sent this morning' },
    });
    expect(closed).toMatchObject({ conversation: { id, status: 1 }, message: null });
    expect(desk.chatPushes()).toHaveLength(5);
  });

  it('logs in no user or garbage token, and pushes nothing to such a socket', async () => {
    const users = [
      await consoleSocket(alice.token),
      await consoleSocket('garbage-token-0123456789'),
      await consoleSocket(`Bearer ${operator}x`),
    ];
    for (const socket of users) expect(socket.login).toEqual({ type: 'login', code: CODE.NOT_LOGGED_IN });
    expect(await settle(users[0]!, 7)).toEqual({ type: 'error', reason: 'login_required' });
    expect((await send({ body: 'Anyone there?' }, as(bob.token))).code).toBe(1);
    const desk = await consoleSocket(operator);
    expect((await send({ body: 'Hello again' }, as(bob.token))).code).toBe(1);
    await vi.waitFor(() => expect(desk.chatPushes()).toHaveLength(1));
    for (const socket of users) expect(socket.chatPushes()).toEqual([]);
  });

  it('refuses malformed and oversized frames without logging in', async () => {
    const client = await connect(OPERATOR_SOCKET_PATH, [] as OperatorServerFrame[]);
    client.socket.send('{not json');
    client.socket.send(JSON.stringify({ type: 'sub', topic: 'SUPPORT_CHAT' }));
    client.socket.send(JSON.stringify({ type: 'login', token: 'x'.repeat(5_000) }));
    await vi.waitFor(() => expect(client.frames).toHaveLength(3));
    expect(client.frames).toEqual([
      { type: 'error', reason: 'malformed' },
      { type: 'error', reason: 'malformed' },
      { type: 'error', reason: 'too_large' },
    ]);
  });

  it('stops pushing to a console whose session ended, at its next ping', async () => {
    const email = 'leaving-desk@example.com';
    const password = await createOperator(app.database.db, app.clock, email, undefined, 'support');
    const login = await signInOperator(app, { email, password: password! }, '10.201.0.1');
    const token = login.data.token;
    const desk = await consoleSocket(token);
    expect(desk.login).toEqual({ type: 'login', code: 1 });
    expect(await settle(desk, 1)).toEqual({ type: 'pong', ts: 1 });
    expect((await call(app, 'POST', '/admin/api/logout', {}, as(token))).code).toBe(1);
    desk.socket.send(JSON.stringify({ type: 'ping', ts: 2 }));
    await vi.waitFor(() => expect(desk.frames.at(-1)).toEqual({ type: 'login', code: CODE.NOT_LOGGED_IN }));
    const before = desk.chatPushes().length;
    const watcher = await consoleSocket(operator);
    expect((await send({ device_id: GUEST, body: 'Still there?' })).code).toBe(1);
    await vi.waitFor(() => expect(watcher.chatPushes()).toHaveLength(1));
    expect(desk.chatPushes()).toHaveLength(before);
  });

  it('gives a user on the app’s socket their own conversation only, and an operator token nothing there', async () => {
    const listen = async (token: string) => {
      const client = await connect(SOCKET_PATH, [] as ServerFrame[]);
      client.socket.send(JSON.stringify({ type: 'login', token }));
      // A login is answered after the session is looked up: the subscription waits for it.
      await vi.waitFor(() => expect(client.frames.some((frame) => frame.type === 'login')).toBe(true));
      client.socket.send(JSON.stringify({ type: 'sub', topic: 'SUPPORT_CHAT' }));
      client.socket.send(JSON.stringify({ type: 'ping', ts: 1 }));
      await vi.waitFor(() => expect(client.frames).toContainEqual({ type: 'pong', ts: 1 }));
      return client;
    };
    const aliceSocket = await listen(alice.token);
    const bobSocket = await listen(bob.token);
    const operatorOnApp = await listen(operator);
    expect(operatorOnApp.frames).toContainEqual({ type: 'login', code: CODE.NOT_LOGGED_IN });
    expect(operatorOnApp.frames).toContainEqual({ type: 'error', reason: 'login_required' });

    const [row] = await app.database.db.query<{ id: number }>('SELECT id FROM chat_conversations WHERE user_id = $1', [bob.userId]);
    expect((await call(app, 'POST', '/admin/api/chat/reply', { id: row!.id, body: 'Only for Bob' }, as(operator))).code).toBe(1);
    await vi.waitFor(() => expect(bobSocket.frames.some((frame) => frame.type === 'push')).toBe(true));
    expect(bobSocket.frames.find((frame) => frame.type === 'push')).toMatchObject({
      topic: 'SUPPORT_CHAT',
      data: { message: { body: 'Only for Bob' } },
    });
    // Alice's socket, and the operator's on the app's socket, handled a ping after the push left: nothing came.
    for (const client of [aliceSocket, operatorOnApp]) {
      client.socket.send(JSON.stringify({ type: 'ping', ts: 2 }));
      await vi.waitFor(() => expect(client.frames).toContainEqual({ type: 'pong', ts: 2 }));
      expect(client.frames.filter((frame) => frame.type === 'push')).toEqual([]);
    }
  });
});
