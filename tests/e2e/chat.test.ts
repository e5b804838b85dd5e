import type { FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AdminConversation } from '../../common/api/chat';
import { startHarness, type Harness, type Operator } from './helpers/harness';
import { consoleSignIn } from './helpers/console';
import type { Page as Paged } from '../../common/api/page';

// The support chat in the browser, on the real server: a guest and a logged-in user write from /mine/chat and see
// an operator's answers (made through /admin/api) arrive without reloading; the user's unread count shows on the
// home header's chat button and in the account centre as the answer comes, and goes when the chat is read; and an
// operator in the console sees a guest's message come in live and answers it there.

let harness: Harness;
let operator: Operator;
beforeAll(async () => {
  harness = await startHarness();
  operator = await harness.operator();
});
afterAll(() => harness.close());

const EMAIL = 'chatter@example.com';
const PASSWORD = 'correct horse 1';
const CONSOLE = { email: 'desk@example.com', password: 'support desk password' };

const frameOf = (page: Page): FrameLocator => page.frameLocator('[data-testid="chat-frame"]');

async function write(page: Page, text: string): Promise<void> {
  const frame = frameOf(page);
  await frame.getByPlaceholder('Write a message').fill(text);
  await frame.getByRole('button', { name: 'Send' }).click();
  await expect.poll(() => frame.getByText(text, { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
}

/** The open conversation whose last message is `text`, as the operator's list shows it. */
async function conversationWith(text: string): Promise<AdminConversation> {
  let found: AdminConversation | undefined;
  await expect
    .poll(
      async () => {
        const list = await operator.get<Paged<AdminConversation>>('/admin/api/chat/list', { status: 'open' });
        found = list.data.find((conversation) => conversation.last_message === text);
        return found !== undefined;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

const unreadOn = (page: Page) => page.getByTestId('chat-unread');

it('lets a guest write to support and see the answer arrive in the open chat', async () => {
  const { page } = await harness.newPage({ locale: 'en' });
  await page.goto(`${harness.origin}/mine/chat`);
  await expect.poll(() => frameOf(page).getByText('Ask us anything: an agent answers here.').isVisible(), { timeout: 15_000 }).toBe(true);
  await write(page, 'Can I open an account from Kenya?');

  const conversation = await conversationWith('Can I open an account from Kenya?');
  expect(conversation).toMatchObject({ guest: true, unread: 1 });
  await operator.post('/admin/api/chat/reply', { id: conversation.id, body: 'Yes, you can: <b>welcome</b>' });
  // Shown as typed text, never as markup.
  await expect
    .poll(() => frameOf(page).getByText('Yes, you can: <b>welcome</b>', { exact: true }).isVisible(), { timeout: 15_000 })
    .toBe(true);
  expect(await frameOf(page).locator('b').count()).toBe(0);

  // Away from the chat, the next answer is counted on the home header's chat button.
  await page.goto(`${harness.origin}/`);
  await operator.post('/admin/api/chat/reply', { id: conversation.id, body: 'Anything else?' });
  await page.reload();
  await expect.poll(() => unreadOn(page).textContent(), { timeout: 15_000 }).toBe('1');
}, 120_000);

it('lets a logged-in user chat, with the answer and its unread count arriving live on the home header and the account centre', async () => {
  await harness.createUser(EMAIL, PASSWORD);
  const { page } = await harness.newPage({ locale: 'en' });
  await page.goto(`${harness.origin}/login`);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/');
  // With the service worker in charge (as for every returning user), the chat's frame is still the server's page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });

  await page.getByTestId('home-chat').click();
  await page.waitForURL((url) => url.pathname === '/mine/chat');
  await write(page, 'My deposit is not credited yet');
  const conversation = await conversationWith('My deposit is not credited yet');
  expect(conversation).toMatchObject({ guest: false, email: EMAIL, unread: 1 });
  await operator.post('/admin/api/chat/reply', { id: conversation.id, body: 'We are checking it now' });
  await expect.poll(() => frameOf(page).getByText('We are checking it now', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);

  // On the home screen: no count while everything is read; an answer shows 1 on the chat button without a reload.
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => page.getByTestId('home-chat').isVisible()).toBe(true);
  expect(await unreadOn(page).count()).toBe(0);
  await operator.post('/admin/api/chat/reply', { id: conversation.id, body: 'It is credited' });
  await expect.poll(() => unreadOn(page).textContent(), { timeout: 10_000 }).toBe('1');
  await operator.post('/admin/api/chat/reply', { id: conversation.id, body: 'Have a good day' });
  await expect.poll(() => unreadOn(page).textContent(), { timeout: 10_000 }).toBe('2');

  // The account centre's Customer service row shows the same count; opening the chat reads it.
  await page.goto(`${harness.origin}/user`);
  const row = page.getByRole('button', { name: /Customer service/ });
  await expect.poll(() => row.getByTestId('chat-unread').textContent(), { timeout: 10_000 }).toBe('2');
  await row.click();
  await page.waitForURL((url) => url.pathname === '/mine/chat');
  await expect.poll(() => frameOf(page).getByText('Have a good day', { exact: true }).isVisible(), { timeout: 10_000 }).toBe(true);
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/user');
  await expect.poll(() => page.getByTestId('chat-unread').count(), { timeout: 10_000 }).toBe(0);
}, 120_000);

it('shows an operator in the console a guest’s message as it comes, and carries the answer back', async () => {
  await harness.createOperator(CONSOLE.email, CONSOLE.password, 'support');
  const desk = (await harness.newDesktopPage()).page;
  await consoleSignIn(harness, desk, CONSOLE);
  await desk
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: /Support chat/ })
    .click();
  await desk.waitForURL((url) => url.pathname === '/admin/chat');
  await expect.poll(() => desk.getByRole('status').filter({ hasText: 'Live' }).isVisible(), { timeout: 15_000 }).toBe(true);

  const { page } = await harness.newPage({ locale: 'en' });
  await page.goto(`${harness.origin}/mine/chat`);
  await write(page, 'Where do I find my statements?');
  // The console's socket brings it: the conversation list is never polled, and the page is not reloaded.
  const row = desk.getByRole('link', { name: /Where do I find my statements\?/ });
  await expect.poll(() => row.isVisible(), { timeout: 10_000 }).toBe(true);
  expect(await row.getByLabel('1 unread').isVisible()).toBe(true);
  await row.click();
  await expect.poll(() => desk.getByRole('heading', { name: /^Guest #\d+$/ }).isVisible(), { timeout: 10_000 }).toBe(true);
  await desk.getByRole('textbox', { name: 'Answer' }).fill('Under Wallet, then Records');
  await desk.getByRole('textbox', { name: 'Answer' }).press('Enter');
  await expect
    .poll(() => frameOf(page).getByText('Under Wallet, then Records', { exact: true }).isVisible(), { timeout: 15_000 })
    .toBe(true);

  // The guest writes again while the operator has it open: it appears in the open conversation by itself.
  await write(page, 'Thanks!');
  await expect.poll(() => desk.getByRole('list').getByText('Thanks!', { exact: true }).last().isVisible(), { timeout: 10_000 }).toBe(true);
  await desk.getByRole('button', { name: 'Close conversation' }).click();
  await expect
    .poll(() => frameOf(page).getByText('This conversation was closed. Write again to reopen it.').isVisible(), { timeout: 15_000 })
    .toBe(true);
}, 120_000);
