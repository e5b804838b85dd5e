import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoanDraft } from '../../../../../src/features/loan/draft';
import { SignForm } from '../../../../../src/features/loan/SignScreen';
import { renderScreen } from '../../render-screen';

// The sign step: the signature pad and the consent, kept in the draft as they change, and checked before anything
// is sent. jsdom draws nothing, so the canvas gets a context that accepts every drawing call and a size to lay out.

const PAD_WIDTH = 300;

function stubCanvas() {
  const context = new Proxy<Record<string | symbol, unknown>>(
    {},
    {
      get: (target, key) => (key in target ? target[key] : () => undefined),
      set: (target, key, value) => {
        target[key] = value;
        return true;
      },
    },
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(PAD_WIDTH);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(200);
}

const stroke = {
  penColor: '#111827',
  dotSize: 0,
  minWidth: 0.8,
  maxWidth: 2.6,
  velocityFilterWeight: 0.7,
  compositeOperation: 'source-over' as const,
  points: [
    { x: 20, y: 120, pressure: 0.5, time: 1 },
    { x: 80, y: 60, pressure: 0.5, time: 20 },
    { x: 140, y: 130, pressure: 0.5, time: 40 },
  ],
};

function draft(change: Partial<LoanDraft> = {}): LoanDraft {
  return {
    configId: 2,
    amount: '1000',
    preview: {
      html: '<h1>Loan agreement</h1><p>The lender lends 1000.00 USD.</p>',
      sha256: 'a'.repeat(64),
      template_version: 2,
      locale: 'en',
      shown_at: 1,
    },
    strokes: [],
    padWidth: 0,
    consent: false,
    ...change,
  };
}

function renderSign(shown: LoanDraft, save = vi.fn()) {
  renderScreen(() => <SignForm draft={shown} save={save} />, '/loan/sign?id=2&amount=1000');
  return save;
}

describe('signing the loan agreement', () => {
  let fetchSpy: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    stubCanvas();
    fetchSpy = vi.spyOn(globalThis, 'fetch');
  });
  afterEach(() => vi.restoreAllMocks());

  it('asks for a signature and the consent, and sends nothing, when either is missing', async () => {
    renderSign(draft());
    fireEvent.click(await screen.findByRole('button', { name: 'Sign and apply' }));
    expect(await screen.findByText('Please sign')).toBeTruthy();
    expect(screen.getByText('Please tick to agree to sign electronically')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('shows the signature kept in the draft, and clearing it empties the draft too', async () => {
    const save = renderSign(draft({ strokes: [stroke], padWidth: PAD_WIDTH, consent: true }));
    const clear = await screen.findByRole('button', { name: 'Clear and redo' });
    await waitFor(() => expect((clear as HTMLButtonElement).disabled).toBe(false));
    expect(screen.queryByText('Sign here with your finger or mouse')).toBeNull();
    fireEvent.click(clear);
    expect(save).toHaveBeenLastCalledWith({ strokes: [], padWidth: PAD_WIDTH });
    expect(screen.getByText('Sign here with your finger or mouse')).toBeTruthy();
    // Now empty: sending asks for a signature again.
    fireEvent.click(screen.getByRole('button', { name: 'Sign and apply' }));
    expect(await screen.findByText('Please sign')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps the consent tick in the draft as soon as it is given', async () => {
    const save = renderSign(draft());
    fireEvent.click(await screen.findByRole('checkbox'));
    expect(save).toHaveBeenCalledWith({ consent: true });
  });

  it('keeps a finished signature on the device while offline, the send button disabled with the reason', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderSign(draft({ strokes: [stroke], padWidth: PAD_WIDTH, consent: true }));
    const send = await screen.findByRole('button', { name: 'Sign and apply' });
    await waitFor(() => expect(screen.queryByText('Sign here with your finger or mouse')).toBeNull());
    expect((send as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('You are offline: nothing is sent until you reconnect.')).toBeTruthy();
    fireEvent.click(send);
    expect(screen.queryByText('Please sign')).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('redraws the kept strokes in proportion on a pad of another width', async () => {
    const { scaleStrokes } = await import('../../../../../src/features/loan/SignatureField');
    const [scaled] = scaleStrokes([stroke], 300, 150);
    expect(scaled?.points.map((point) => [point.x, point.y])).toEqual([
      [10, 60],
      [40, 30],
      [70, 65],
    ]);
  });
});
