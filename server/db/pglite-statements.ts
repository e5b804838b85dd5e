import { messages as backend, parse, protocol, type PGlite } from '@electric-sql/pglite';
import type { SqlValue } from './database';

// Statements on PGlite, each in one call into its WASM backend. PGlite's own query() sends Parse, Describe, Bind,
// Describe, Execute and Sync as six calls, and parses and plans the text anew every time: for the short statements
// an order is made of that was three to four times the cost of running them (measured: 0.9-1.3 ms a statement
// against 0.3 ms). Here each distinct text is parsed once, as a named prepared statement, and each run is one call
// of Bind, Describe, Execute and Sync. Values are serialised and rows parsed by PGlite's own serializers and parsers,
// for the parameter types the backend described, so what the code above receives is what query() would give.

/** How many prepared statements the backend keeps; the least recently used is closed past this. Texts built for a
 * batch size (a VALUES list of n rows) are distinct statements, so the cache must be bounded. */
const MAX_PREPARED = 400;

interface Prepared {
  name: string;
  paramTypes: number[];
}

export class PgliteStatements {
  private readonly prepared = new Map<string, Prepared>();
  /** Close messages for evicted statements, sent with the next call. */
  private closing: Uint8Array[] = [];
  /** Statements whose answers nobody reads, sent ahead of the next one in the same call (see `later`). */
  private queued: Uint8Array[] = [];
  private named = 0;

  constructor(private readonly pg: PGlite) {}

  async query<Row extends object>(sql: string, params: readonly SqlValue[] = []): Promise<Row[]> {
    // One result per statement in the call: this one's is the last.
    const result = parse.parseResults(await this.run(sql, params), this.pg.parsers).at(-1);
    return (result?.rows ?? []) as Row[];
  }

  /**
   * Queues `sql` (no rows wanted: BEGIN, SAVEPOINT, RELEASE SAVEPOINT, a write nobody reads) to run just before the next
   * statement, in the same call. A transaction's own bookkeeping then costs no call of its own. Should it fail, the
   * next statement fails with its error; either way the transaction is aborted and rolled back, as it would be.
   */
  async later(sql: string, params: readonly SqlValue[] = []): Promise<void> {
    const statement = await this.statement(sql);
    const values = params.map((value, index) => this.serialize(value, statement.paramTypes[index]));
    this.queued.push(protocol.serialize.bind({ statement: statement.name, values }), protocol.serialize.execute({}));
  }

  /** Runs one statement and returns its command tag (COMMIT answers ROLLBACK when the transaction had failed). */
  async command(sql: string): Promise<string | undefined> {
    const messages = await this.run(sql, []);
    return messages.findLast((message) => message instanceof backend.CommandCompleteMessage)?.text;
  }

  /** Statements separated by semicolons, with no parameters, in the simple protocol; returns each one's tag. */
  async exec(sql: string): Promise<string[]> {
    const messages = await this.call([protocol.serialize.query(sql)]);
    // Schema may have changed: statements prepared before could now plan against other columns.
    this.forgetAll();
    return messages.flatMap((message) => (message instanceof backend.CommandCompleteMessage ? [message.text] : []));
  }

  private async statement(sql: string): Promise<Prepared> {
    const statement = this.prepared.get(sql) ?? (await this.prepare(sql));
    // Most recently used last, so the first key is the one to evict.
    this.prepared.delete(sql);
    this.prepared.set(sql, statement);
    return statement;
  }

  private async run(sql: string, params: readonly SqlValue[]) {
    const statement = await this.statement(sql);
    const values = params.map((value, index) => this.serialize(value, statement.paramTypes[index]));
    return this.call([
      protocol.serialize.bind({ statement: statement.name, values }),
      protocol.serialize.describe({ type: 'P' }),
      protocol.serialize.execute({}),
      protocol.serialize.sync(),
    ]).catch((error: unknown) => {
      // A table changed under a cached plan ("cached plan must not change result type"): the next use prepares anew.
      if ((error as { code?: unknown }).code === '0A000') this.forget(sql);
      throw error;
    });
  }

  private async prepare(sql: string): Promise<Prepared> {
    const name = `m${(this.named += 1)}`;
    // Prepared on its own: what is queued runs with the statement that wanted it, not before a failed Parse.
    const messages = await this.send([
      protocol.serialize.parse({ name, text: sql, types: [] }),
      protocol.serialize.describe({ type: 'S', name }),
      protocol.serialize.sync(),
    ]);
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    this.prepared.set(sql, statement);
    while (this.prepared.size > MAX_PREPARED) {
      const [oldest] = this.prepared.keys();
      if (oldest === undefined) break;
      this.forget(oldest);
    }
    return statement;
  }

  private forget(sql: string): void {
    const statement = this.prepared.get(sql);
    if (!statement) return;
    this.prepared.delete(sql);
    this.closing.push(protocol.serialize.close({ type: 'S', name: statement.name }));
  }

  private forgetAll(): void {
    for (const sql of [...this.prepared.keys()]) this.forget(sql);
  }

  /** As PGlite's query(): null stays null, a known type uses its serializer, anything else its text. */
  private serialize(value: SqlValue, type: number | undefined): string | null {
    // Callers in plain JavaScript may pass undefined, which PGlite's query() also sent as NULL.
    if (value === null || (value as unknown) === undefined) return null;
    const serializer = type === undefined ? undefined : this.pg.serializers[type];
    return serializer ? serializer(value) : value.toString();
  }

  /** Sends `parts` with what waits to go first (closes and queued statements). */
  private call(parts: readonly Uint8Array[]) {
    // A Sync closes what was queued before the statement, which may be a simple-protocol one (exec).
    const all = [...this.closing, ...this.queued, ...(this.queued.length > 0 ? [protocol.serialize.sync()] : []), ...parts];
    this.closing = [];
    this.queued = [];
    return this.send(all);
  }

  private async send(all: readonly Uint8Array[]) {
    const message = new Uint8Array(all.reduce((length, part) => length + part.length, 0));
    let offset = 0;
    for (const part of all) {
      message.set(part, offset);
      offset += part.length;
    }
    return this.pg.execProtocolStream(message, { syncToFs: false });
  }
}
