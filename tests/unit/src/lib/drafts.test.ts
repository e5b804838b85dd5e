import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it } from 'vitest';
import { createDraftStore } from '../../../../src/lib/drafts';
import { MeridianDb } from '../../../../src/lib/kline-cache';

// Drafts of unfinished forms (the loan agreement being signed) in IndexedDB: kept across a reload (a new store on
// the same database), replaced by a newer draft, gone once removed; and never an error when IndexedDB refuses.

const NAME = 'drafts-test';
afterAll(async () => {
  await new MeridianDb(NAME).delete();
});

describe('drafts', () => {
  it('keeps a draft for a later visit, replaces it, and removes it', async () => {
    const first = createDraftStore(
      () => new MeridianDb(NAME),
      () => 1_000,
    );
    await first.write('loan-agreement:U1', { amount: '1000', consent: false });
    // A reload: a new store reading the same database.
    const again = createDraftStore(
      () => new MeridianDb(NAME),
      () => 2_000,
    );
    expect(await again.read('loan-agreement:U1')).toEqual({ amount: '1000', consent: false });
    await again.write('loan-agreement:U1', { amount: '1000', consent: true });
    expect(await first.read('loan-agreement:U1')).toEqual({ amount: '1000', consent: true });
    // Another user's draft is another key.
    expect(await again.read('loan-agreement:U2')).toBeUndefined();
    await again.remove('loan-agreement:U1');
    expect(await first.read('loan-agreement:U1')).toBeUndefined();
  });

  it('keeps nothing, and throws nothing, when IndexedDB refuses to open', async () => {
    const refusing = {
      open: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    };
    const broken = createDraftStore(() => new MeridianDb('drafts-refused', { indexedDB: refusing, IDBKeyRange }));
    await expect(broken.write('loan-agreement:U1', { amount: '5' })).resolves.toBeUndefined();
    await expect(broken.read('loan-agreement:U1')).resolves.toBeUndefined();
    await expect(broken.remove('loan-agreement:U1')).resolves.toBeUndefined();
  });
});
