import type { Decimal } from '../../common/money';
import type { ContractMemory } from './memory';
import type { OpenOrder } from './open-orders';

// What a settling transaction does to the book, held apart from memory until the transaction commits. Closes and
// cancels read the book as the transaction leaves it (a stop-out closes until the level is restored; a loss takes
// the other positions one by one), yet memory must never hold what the database may still roll back: a close inside
// a request's Idempotency-Key transaction commits only when the answer is stored, and that commit can fail.

export class BookDraft {
  private readonly removed = new Set<number>();
  /** Orders still open whose lots and margin a partial close changed in this transaction. */
  private readonly changed = new Map<number, OpenOrder>();
  private readonly cash = new Map<number, Decimal>();

  constructor(private readonly memory: ContractMemory) {}

  /** The user's orders still open as the transaction leaves them. */
  ofUser(userId: number): OpenOrder[] {
    return this.memory.open
      .ofUser(userId)
      .filter((order) => !this.removed.has(order.id))
      .map((order) => this.changed.get(order.id) ?? order);
  }

  /** The user's cash (available + locked) as the transaction leaves it. */
  cashOf(userId: number): Decimal {
    return this.cash.get(userId) ?? this.memory.cashOf(userId);
  }

  /** The order left the book (closed or cancelled) in this transaction. */
  remove(orderId: number): void {
    this.removed.add(orderId);
  }

  /** The order stays in the book as given (a partial close left it fewer lots and less margin). */
  put(order: OpenOrder): void {
    this.changed.set(order.id, order);
  }

  setCash(userId: number, cash: Decimal): void {
    this.cash.set(userId, cash);
  }

  /** Once committed: memory takes what the transaction did. */
  apply(): void {
    for (const [id, order] of this.changed) if (!this.removed.has(id)) this.memory.open.put(order);
    for (const id of this.removed) this.memory.open.remove(id);
    for (const [userId, cash] of this.cash) this.memory.cash.set(userId, cash);
  }
}
