// The last sequence number seen per topic. The server numbers each topic's pushes 1, 2, 3…; a jump means pushes
// were lost (the screen must refetch), a number already seen is a late duplicate (it must not overwrite newer data).

export type SeqVerdict = 'next' | 'gap' | 'stale';

export class SequenceTracker {
  private readonly last = new Map<string, number>();

  accept(topic: string, seq: number): SeqVerdict {
    const last = this.last.get(topic);
    if (last !== undefined && seq <= last) return 'stale';
    this.last.set(topic, seq);
    // The first push after a (re)subscription only sets the baseline: whatever came before was fetched over HTTP.
    return last === undefined || seq === last + 1 ? 'next' : 'gap';
  }

  forget(topic: string): void {
    this.last.delete(topic);
  }

  /** A new connection: the server may have restarted and begun counting again, so old numbers mean nothing. */
  clear(): void {
    this.last.clear();
  }
}
