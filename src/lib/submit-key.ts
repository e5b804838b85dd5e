import { CODE } from '@common/envelope';
import { ApiCallError } from './http/errors';

// One Idempotency-Key per action that moves money (an order, a transfer, a withdrawal, a deposit) the user means to
// take. A submit that got no answer (the network dropped, a timeout) may have acted on the server; pressing the
// button again with the same form sends the same key, so the server answers the first result instead of acting a
// second time. Any answer, or a changed form, ends that action's key.

export class SubmitKey {
  private pending: { params: string; key: string } | null = null;

  constructor(private readonly newKey: () => string) {}

  /** The key for a submit of these parameters (compared as their JSON text). */
  keyFor(params: object): string {
    const text = JSON.stringify(params);
    if (this.pending?.params !== text) this.pending = { params: text, key: this.newKey() };
    return this.pending.key;
  }

  /** The submit was answered (placed or refused): the next one is a new order. */
  answered(): void {
    this.pending = null;
  }
}

/**
 * Whether a failed submit keeps its key for the next press: yes without an answer (the network, a timeout), or
 * while the server is still answering that key (a retry raced the lost first try); no after a refusal, which
 * opened nothing.
 */
export function keepsKey(error: unknown): boolean {
  if (!(error instanceof ApiCallError)) return true;
  return typeof error.code !== 'number' || error.code === CODE.IDEMPOTENCY_CONFLICT;
}
