import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '../../../common/api/chat';
import { replyAsOperator } from '../../../server/chat/conversations';
import { CHAT_LINK, REPLY_PREVIEW_MAX } from '../../../server/chat/reply-notices';
import { auth, call } from '../helpers/access';
import { inboxOf } from '../helpers/inbox';
import { appForTests, madeBeforeTests } from '../helpers/lifecycle';
import { operatorWithRole } from '../helpers/operators';
import { realUser, uploadedUrl, type WalletUser } from '../helpers/wallet';

// Customer care's replies in the user's inbox (issue 34): an entry per operator message, with the first 140
// characters of its text (a picture alone: an empty preview), opening the chat. The user's own messages, and
// replies to a guest (who has no inbox), record nothing; a reply rolled back neither.

const app = appForTests();
const desk = madeBeforeTests(async () => ({ operator: await operatorWithRole(app, 'support') }));

let users = 0;
const customer = () => realUser(app, `chatting-${++users}@example.com`);
const send = (user: WalletUser, body: string) => call<ChatMessage>(app, 'POST', '/api/chat/send', { body }, auth(user.token));
const reply = (id: number, content: { body?: string; image?: string }) =>
  call<ChatMessage>(app, 'POST', '/admin/api/chat/reply', { id, ...content }, auth(desk.operator.token));

async function conversationOf(userId: number): Promise<number> {
  const [row] = await app.database.db.query<{ id: number }>('SELECT id FROM chat_conversations WHERE user_id = $1', [userId]);
  return row!.id;
}

/** A user who wrote to customer care; answers their conversation. */
async function writing(user: WalletUser): Promise<number> {
  expect((await send(user, 'Where is my deposit?')).code).toBe(1);
  return conversationOf(user.userId);
}

describe('a reply of customer care', () => {
  it('is an entry with its text, opening the chat; the user’s own messages are not', async () => {
    const user = await customer();
    const conversation = await writing(user);
    expect(await inboxOf(app, user.userId)).toEqual([]);
    expect((await reply(conversation, { body: 'It arrived this morning.' })).code).toBe(1);
    expect(await inboxOf(app, user.userId)).toEqual([
      { kind: 'chat_reply', detail: { preview: 'It arrived this morning.' }, link: CHAT_LINK },
    ]);
    expect((await send(user, 'Thank you')).code).toBe(1);
    expect(await inboxOf(app, user.userId)).toHaveLength(1);
  });

  it('is an entry per message of a burst, a long one cut to 140 characters, a picture an empty preview', async () => {
    const user = await customer();
    const conversation = await writing(user);
    const long = `${'Checked. '.repeat(15)}${'🙂'.repeat(20)}`;
    expect((await reply(conversation, { body: 'One moment please.' })).code).toBe(1);
    expect((await reply(conversation, { body: long })).code).toBe(1);
    expect((await reply(conversation, { image: await uploadedUrl(app, user.token) })).code).toBe(1);
    const previews = (await inboxOf(app, user.userId)).map((entry) => (entry.detail as { preview: string }).preview);
    expect(previews).toEqual(['One moment please.', Array.from(long).slice(0, REPLY_PREVIEW_MAX).join(''), '']);
    expect(Array.from(previews[1]!)).toHaveLength(REPLY_PREVIEW_MAX);
  });

  it('records nothing for a guest, nor when the reply’s transaction rolls back', async () => {
    const guest = 'guestdevice-notices-0123456789abcdefgh';
    expect((await call(app, 'POST', '/api/chat/send', { body: 'Hello?', device_id: guest })).code).toBe(1);
    const [row] = await app.database.db.query<{ id: number }>('SELECT id FROM chat_conversations WHERE device_id = $1', [guest]);
    const before = await app.database.db.query('SELECT count(*)::int AS n FROM notifications');
    expect((await reply(row!.id, { body: 'Hello, how can we help?' })).code).toBe(1);
    expect(await app.database.db.query('SELECT count(*)::int AS n FROM notifications')).toEqual(before);

    const user = await customer();
    const conversation = await writing(user);
    const { db } = app.database;
    const quiet = { user: () => undefined, operators: () => undefined };
    await expect(
      db.transaction(async () => {
        await replyAsOperator(db, app.clock, quiet, desk.operator.id, { id: conversation, body: 'Rolled back', image: '' });
        expect(await inboxOf(app, user.userId)).toHaveLength(1);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await inboxOf(app, user.userId)).toEqual([]);
  });
});
