import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@common/api/upload';
import { ledgerText } from '../../../../../src/features/wallet/ledger-entry';
import { toneOfStatus } from '../../../../../src/features/wallet/status-tone';
import { dragAxis, restingReveal, revealedDuring } from '../../../../../src/features/wallet/swipe';
import { imageProblem } from '../../../../../src/shared/upload/upload-image';

describe('a ledger row', () => {
  it('says what happened in the reader language, except Type 10, which shows its own memo', () => {
    expect(ledgerText({ Type: 3, Memo: 'funding -> forex', MemoTran: 'Transfer' })).toBe('Transfer');
    expect(ledgerText({ Type: 10, Memo: 'Welcome bonus', MemoTran: 'Other' })).toBe('Welcome bonus');
  });
});

describe('a record status', () => {
  it('waits at 0, is done at 1, and is turned down when rejected (2) or invalid (3)', () => {
    expect([0, 1, 2, 3].map(toneOfStatus)).toEqual(['waiting', 'good', 'bad', 'bad']);
  });
});

describe('swipe to delete', () => {
  it('follows a sideways drag, not a scroll or a tremble', () => {
    expect(dragAxis(3, 2)).toBe('undecided');
    expect(dragAxis(-20, 5)).toBe('sideways');
    expect(dragAxis(4, 30)).toBe('vertical');
  });

  it('slides towards the inline start: leftwards in LTR, rightwards in RTL, within the action width', () => {
    expect(revealedDuring(0, -40, 88, false)).toBe(40);
    expect(revealedDuring(0, 40, 88, false)).toBe(0);
    expect(revealedDuring(0, 40, 88, true)).toBe(40);
    expect(revealedDuring(0, -200, 88, false)).toBe(88);
    expect(revealedDuring(88, 30, 88, false)).toBe(58);
  });

  it('rests open past half the action, closed otherwise', () => {
    expect(restingReveal(45, 88)).toBe(88);
    expect(restingReveal(43, 88)).toBe(0);
  });
});

describe('an image to upload', () => {
  it('is a JPEG, PNG or WebP of at most 5 MB', () => {
    expect(imageProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageProblem({ type: 'image/webp', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(imageProblem({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(imageProblem({ type: 'application/pdf', size: 1000 })).toBe('type');
    expect(imageProblem({ type: 'image/jpeg', size: MAX_UPLOAD_BYTES + 1 })).toBe('size');
  });
});
