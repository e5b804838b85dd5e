import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { png } from './images';
import { signInOperatorWith, type SignInSend } from './operators';

// Customers moving money against a real server over HTTP (a child process or one started in this process), for the
// tests that disturb a running server: demo users place options and contract orders, close them and move money
// between their accounts; real users send bank deposits that an operator approves. Every answer with code 1 is kept
// with when it was asked and answered, so a test can tell what was acknowledged before a given moment.

const BTCUSDT = 13;

export interface Answer<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

export type AckKind = 'micro' | 'contract' | 'close' | 'transfer' | 'deposit';

export interface Ack {
  kind: AckKind;
  /** The order's or the deposit's id (none for a transfer or a close). */
  id: number | undefined;
  startedAt: number;
  answeredAt: number;
}

export interface Customer {
  token: string;
  address: string;
}

export class MoneyClient {
  readonly acks: Ack[] = [];
  /** Answers that were not code 1 (refusals such as a closed market), by code. */
  readonly refusals = new Map<number, number>();
  private addresses = 0;

  constructor(
    readonly origin: string,
    private readonly dataDir: string,
  ) {}

  newAddress(): string {
    this.addresses += 1;
    return `10.77.${(this.addresses >> 8) & 255}.${this.addresses & 255}`;
  }

  async call<T>(
    method: 'GET' | 'POST',
    url: string,
    params: Record<string, string | number>,
    headers: Record<string, string>,
    address: string,
  ): Promise<Answer<T>> {
    const form = new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
    const response = await fetch(method === 'GET' ? `${this.origin}${url}${form ? `?${form}` : ''}` : `${this.origin}${url}`, {
      method,
      headers: {
        lang: 'en',
        'x-forwarded-for': address,
        ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...headers,
      },
      ...(method === 'POST' ? { body: form } : {}),
      signal: AbortSignal.timeout(60_000),
    });
    const body = (await response.json()) as Omit<Answer<T>, 'status'>;
    return { status: response.status, ...body };
  }

  /** A call that must succeed, for the set-up. */
  async must<T>(...args: Parameters<MoneyClient['call']>): Promise<T> {
    const answer = await this.call<T>(...args);
    if (answer.code !== 1) throw new Error(`${args[0]} ${args[1]} answered ${answer.status} ${answer.code} ${answer.msg}`);
    return answer.data;
  }

  /** A call that moves money, with its own Idempotency-Key; kept in `acks` when it answers code 1. */
  async moving<T>(kind: AckKind, method: 'GET' | 'POST', url: string, params: Record<string, string | number>, customer: Customer) {
    const startedAt = Date.now();
    const answer = await this.call<T>(
      method,
      url,
      params,
      { authorization: customer.token, 'idempotency-key': randomUUID() },
      customer.address,
    );
    if (answer.status >= 500) throw new Error(`${method} ${url} answered HTTP ${answer.status}: ${answer.msg}`);
    if (answer.code === 1) {
      const id = (answer.data as { Id?: number; id?: number } | null)?.Id ?? (answer.data as { id?: number } | null)?.id;
      this.acks.push({ kind, id, startedAt, answeredAt: Date.now() });
    } else {
      this.refusals.set(answer.code, (this.refusals.get(answer.code) ?? 0) + 1);
    }
    return answer;
  }

  async demoCustomer(): Promise<Customer> {
    const address = this.newAddress();
    const data = await this.must<{ token: string }>(
      'GET',
      '/api/user/createAccountDemoForU',
      { device_id: `backup${randomUUID().replaceAll('-', '')}`.slice(0, 40) },
      {},
      address,
    );
    return { token: data.token, address };
  }

  /** A registered user, with the code the server wrote to DATA_DIR/outbox.log. */
  async realCustomer(): Promise<Customer & { proof: string }> {
    const address = this.newAddress();
    const email = `backup-${randomUUID().slice(0, 8)}@example.com`;
    await this.must('POST', '/api/notify/send_email', { email, scene: 'register' }, {}, address);
    const lines = (await readFile(path.join(this.dataDir, 'outbox.log'), 'utf8')).trim().split('\n');
    const sent = lines.map((line) => JSON.parse(line) as { to: string; code: string }).findLast((entry) => entry.to === email);
    if (!sent) throw new Error(`no code for ${email} in the outbox`);
    const password = 'correct horse 1';
    const registered = await this.must<{ token: string }>(
      'POST',
      '/api/user/register',
      { type: 'email', account: email, password, re_password: password, sms_code: sent.code },
      {},
      address,
    );
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(png())], { type: 'image/png' }), 'proof.png');
    const response = await fetch(`${this.origin}/api/common/image_upload`, {
      method: 'POST',
      body,
      headers: { authorization: registered.token, lang: 'en', 'x-forwarded-for': address },
    });
    const uploaded = (await response.json()) as Answer<{ url: string }>;
    if (uploaded.code !== 1) throw new Error(`upload answered ${uploaded.code} ${uploaded.msg}`);
    return { token: registered.token, address, proof: uploaded.data.url };
  }

  async operator(email: string, password: string): Promise<Customer> {
    const address = this.newAddress();
    const send: SignInSend = (path, form) => this.call('POST', path, form, {}, address);
    const signedIn = await signInOperatorWith(send, { now: () => Date.now() }, { email, password });
    if (signedIn.code !== 1) throw new Error(`operator sign-in answered ${signedIn.code} ${signedIn.msg}`);
    return { token: signedIn.data.token, address };
  }

  /** A 30-second option of 10 USD on BTC/USDT (a market that never closes). */
  option(customer: Customer): Promise<Answer<{ Id: number }>> {
    return this.moving('micro', 'GET', '/v2/api/micro/submit', { forex_id: BTCUSDT, type: 1, number: 10, seconds: 30 }, customer);
  }

  /** One round of a demo customer: an option, and a contract order opened and closed. */
  async demoRound(customer: Customer): Promise<void> {
    await this.option(customer);
    const opened = await this.moving<{ Id: number }>(
      'contract',
      'GET',
      '/v2/api/forex/submit',
      { type: 1, cont: '0.01', forex_id: BTCUSDT, status: 1, multiple: 10 },
      customer,
    );
    if (opened.code === 1) await this.moving('close', 'GET', '/v2/api/forex/close', { id: opened.data.Id }, customer);
  }

  /** Money moved from the funding account to the option account and back (real accounts only). */
  async transferRound(customer: Customer): Promise<void> {
    await this.moving('transfer', 'POST', '/api/account/transfer', { balance: '1.00', currency_id: 1, from: 1, to: 2 }, customer);
    await this.moving('transfer', 'POST', '/api/account/transfer', { balance: '1.00', currency_id: 1, from: 2, to: 1 }, customer);
  }

  /** One deposit of a real customer, approved by the operator; the approval is the acknowledgement kept. */
  async depositRound(customer: Customer & { proof: string }, operator: Customer): Promise<void> {
    const charge = await this.call<{ id: number }>(
      'POST',
      '/api/quickCharge/wire_submit',
      { number: '10.00', proofImg: customer.proof, wire_id: 1 },
      { authorization: customer.token, 'idempotency-key': randomUUID() },
      customer.address,
    );
    if (charge.status >= 500) throw new Error(`a deposit answered HTTP ${charge.status}: ${charge.msg}`);
    if (charge.code !== 1) return;
    const startedAt = Date.now();
    const decided = await this.call(
      'POST',
      '/admin/api/wallet/charges/decide',
      { id: charge.data.id, action: 'approve' },
      { authorization: operator.token },
      operator.address,
    );
    if (decided.status >= 500) throw new Error(`an approval answered HTTP ${decided.status}: ${decided.msg}`);
    if (decided.code === 1) this.acks.push({ kind: 'deposit', id: charge.data.id, startedAt, answeredAt: Date.now() });
    await this.transferRound(customer);
  }
}

/** Runs `round` for each customer over and over until stopped; `stop` rethrows the first failure of any loop. */
export function keepBusy<C>(customers: readonly C[], round: (customer: C) => Promise<void>): { stop(): Promise<void> } {
  let running = true;
  let failure: Error | undefined;
  const loops = customers.map(async (customer) => {
    try {
      while (running) await round(customer);
    } catch (error) {
      failure ??= error instanceof Error ? error : new Error(String(error));
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      if (failure !== undefined) throw failure;
    },
  };
}
