import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import type { App } from '../../server/app';
import type { OutgoingCode } from '../../server/notify/notifier';

// "Light use" for the long-run benchmark: what a handful of customers do to a server left running, each round on
// the simulated clock. Real websocket clients (over TCP, on the app's listening port) stay subscribed to quotes,
// klines and their own trades, and one of them reconnects every round; registered users log in from a new
// address (a phone moving between networks) and log out; demo accounts are opened from new devices; everybody
// reads the lists the app reads, places and closes an order and buys an option. The HTTP calls go through
// Fastify's inject (every hook, the session, the Idempotency-Key, the rate limits), which keeps the benchmark's
// own sockets out of the figures.

const BTCUSDT = 13;
const QUOTE_TOPICS = ['DAY_MARKET', 'KLINE.BTCUSDT', 'KLINE.EURUSD', 'FOREX_TRADE'];
const SOCKETS = 5;
const REGISTERED = 3;
const DEMO_TRADERS = 3;
const PASSWORD = 'long run 1';

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

interface Trader {
  token: string;
  /** The order this trader holds, closed next round. */
  holding: number | undefined;
}

interface Client {
  socket: WebSocket;
  frames: number;
}

export class LightUse {
  private readonly traders: Trader[] = [];
  private readonly registered: string[] = [];
  private readonly clients: Client[] = [];
  private address = 0;
  private round = 0;
  /** Frames the websocket clients received, and calls that did not answer code 1 (expected: none). */
  framesReceived = 0;
  refusals = new Map<string, number>();

  constructor(
    private readonly app: App,
    private readonly outbox: OutgoingCode[],
    private readonly port: number,
  ) {}

  /** The users and sockets that stay: registered users, demo traders, websocket clients logged in and subscribed. */
  async start(): Promise<void> {
    for (let index = 0; index < REGISTERED; index += 1) {
      const email = `long-run-${index}@example.com`;
      await this.call('POST', '/api/notify/send_email', { email, scene: 'register' });
      const code = [...this.outbox].reverse().find((sent) => sent.to === email)?.code ?? '';
      await this.call('POST', '/api/user/register', {
        type: 'email',
        account: email,
        password: PASSWORD,
        re_password: PASSWORD,
        sms_code: code,
      });
      this.registered.push(email);
    }
    for (let index = 0; index < DEMO_TRADERS; index += 1)
      this.traders.push({ token: await this.openDemo(`long-run-trader-${index}`), holding: undefined });
    for (let index = 0; index < SOCKETS; index += 1)
      this.clients.push(await this.connect(this.traders[index % this.traders.length]?.token ?? ''));
  }

  /** One round of light use. */
  async run(): Promise<void> {
    this.round += 1;
    // A new device opens a demo account, looks around and leaves.
    const visitor = await this.openDemo(`long-run-visitor-${this.round}`);
    await this.read(visitor);
    // A registered user logs in from a new address, reads, and logs out (every other round they just leave).
    const email = this.registered[this.round % this.registered.length] ?? '';
    const login = await this.call<{ token: string }>('POST', '/api/user/loginForU', { type: 'email', account: email, password: PASSWORD });
    if (login.code === 1) {
      await this.read(login.data.token);
      if (this.round % 2 === 0) await this.call('POST', '/api/user/logout', {}, login.data.token);
    }
    // The demo traders trade: the order held since last round closed, a new one opened, an option bought.
    for (const trader of this.traders) {
      if (trader.holding !== undefined) await this.call('GET', '/v2/api/forex/close', { id: trader.holding }, trader.token, true);
      const order = await this.call<{ Id: number }>(
        'GET',
        '/v2/api/forex/submit',
        { type: 1 + (this.round % 2), cont: '0.01', forex_id: BTCUSDT, status: 1, multiple: 10 },
        trader.token,
        true,
      );
      trader.holding = order.code === 1 ? order.data.Id : undefined;
      await this.call(
        'GET',
        '/v2/api/micro/submit',
        { forex_id: BTCUSDT, type: 1 + (this.round % 2), number: '20', seconds: 60 },
        trader.token,
        true,
      );
      await this.read(trader.token);
    }
    // One websocket client reconnects (a phone that slept), the others stay.
    const index = this.round % this.clients.length;
    this.clients[index]?.socket.close();
    this.clients[index] = await this.connect(this.traders[index % this.traders.length]?.token ?? '');
  }

  async stop(): Promise<void> {
    for (const client of this.clients) client.socket.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  private async openDemo(device: string): Promise<string> {
    const opened = await this.call<{ token: string }>('GET', '/api/user/createAccountDemoForU', {
      device_id: `${device}-${randomUUID().slice(0, 8)}`,
    });
    return opened.data.token;
  }

  /** What the app reads on its screens: the market list, the chart, the order lists, the account, the news, the ranking. */
  private async read(token: string): Promise<void> {
    await this.call('GET', '/v2/api/forex/trade_list', { category_id: 4 });
    await this.call('GET', '/v2/api/forex/kline', { forex_id: BTCUSDT, period: '1M', limit: 200 });
    await this.call('GET', '/api/user/info', {}, token);
    await this.call('GET', '/v2/api/forex/my_deal', { status: 1, page: 1 }, token);
    await this.call('GET', '/v2/api/forex/my_deal', { status: 3, page: 1 }, token);
    await this.call('GET', '/v2/api/micro/orders', { status: 1, page: 1 }, token);
    await this.call('GET', '/v2/api/main/account/forexDetail', {}, token);
    await this.call('GET', '/api/news/list', { page: 1 });
    await this.call('GET', '/api/follow/rank', { page: 1 });
    await this.call('GET', '/api/fund/list', { page: 1 }, token);
  }

  private async connect(token: string): Promise<Client> {
    const socket = new WebSocket(`ws://127.0.0.1:${this.port}/v2/ws`);
    const client: Client = { socket, frames: 0 };
    socket.on('message', () => {
      client.frames += 1;
      this.framesReceived += 1;
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    socket.send(JSON.stringify({ type: 'login', token }));
    for (const topic of QUOTE_TOPICS) socket.send(JSON.stringify({ type: 'sub', topic }));
    return client;
  }

  private async call<T = unknown>(
    method: 'GET' | 'POST',
    url: string,
    params: Record<string, string | number>,
    token?: string,
    idempotent = false,
  ): Promise<Envelope<T>> {
    this.address += 1;
    const query = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
    const headers: Record<string, string> = {
      lang: 'en',
      ...(token ? { authorization: token } : {}),
      ...(idempotent ? { 'idempotency-key': randomUUID() } : {}),
    };
    // Each call from its own address, as many customers' phones would be (and as the per-address limits see them).
    const remoteAddress = `10.${(this.address >> 16) & 255}.${(this.address >> 8) & 255}.${this.address & 255}`;
    const response =
      method === 'GET'
        ? await this.app.http.inject({ method, url: `${url}?${query}`, headers, remoteAddress })
        : await this.app.http.inject({
            method,
            url,
            payload: query,
            headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
            remoteAddress,
          });
    const envelope = response.json<Envelope<T>>();
    if (envelope.code !== 1)
      this.refusals.set(`${url} ${envelope.code} ${envelope.msg}`, (this.refusals.get(`${url} ${envelope.code} ${envelope.msg}`) ?? 0) + 1);
    return envelope;
  }
}
