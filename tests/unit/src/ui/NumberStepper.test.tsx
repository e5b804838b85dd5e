import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { formatAmountText } from '../../../../src/lib/format';
import { NumberStepper } from '../../../../src/ui/NumberStepper';

// A field with `format` reads grouped ("3,455.21") while not focused and shows the value itself ("3455.21") while
// being edited. What the user had selected when the field took the focus stays selected across that switch: a field
// entered with Tab (the browser selects its whole text) or a select-all is typed over, not typed onto the end.

function Price({ start, tag = 'en' }: { start: string; tag?: string }) {
  const [value, setValue] = useState(start);
  return (
    <I18nProvider i18n={i18n}>
      <NumberStepper
        aria-label="Stop-loss"
        value={value}
        step="0.01"
        min="0"
        precision={2}
        format={(price) => formatAmountText(price, tag)}
        onChange={setValue}
      />
    </I18nProvider>
  );
}

/** Types `text` as a browser does: over the selection, or at the caret. */
function typeText(input: HTMLInputElement, text: string): void {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? input.value.length;
  fireEvent.change(input, { target: { value: input.value.slice(0, start) + text + input.value.slice(end) } });
}

/** Selects as `select` does and focuses the field; the field switches to the value itself in a microtask. */
async function focusWith(input: HTMLInputElement, select: (input: HTMLInputElement) => void): Promise<void> {
  // An act given a promise also runs the microtasks queued meanwhile.
  await act(() => {
    select(input);
    input.focus();
    return Promise.resolve();
  });
}

describe('a formatted NumberStepper taking the focus', () => {
  it('keeps the whole text selected, so what is typed replaces the value', async () => {
    render(<Price start="3455.21" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Stop-loss' });
    expect(input.value).toBe('3,455.21');

    await focusWith(input, (field) => field.select());
    expect(input.value).toBe('3455.21');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 7]);

    typeText(input, '1000');
    act(() => input.blur());
    expect(input.value).toBe('1,000.00');
  });

  it('lets a selection made right after the focus fall on the value itself (Chromium’s select() focuses first)', async () => {
    render(<Price start="3455.21" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Stop-loss' });

    await act(() => {
      input.setSelectionRange(0, 0);
      input.focus();
      input.select();
      return Promise.resolve();
    });
    expect(input.value).toBe('3455.21');
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 7]);

    typeText(input, '1000');
    act(() => input.blur());
    expect(input.value).toBe('1,000.00');
  });

  it('keeps a caret between the same digits, on either side of the decimal point', async () => {
    render(<Price start="1234567.25" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Stop-loss' });
    expect(input.value).toBe('1,234,567.25');

    // After "1,234,5": five digits before the caret.
    await focusWith(input, (field) => field.setSelectionRange(7, 7));
    expect(input.value).toBe('1234567.25');
    expect([input.selectionStart, input.selectionEnd]).toEqual([5, 5]);
    typeText(input, '9');
    expect(input.value).toBe('12345967.25');
    act(() => input.blur());

    // Right after the decimal point ("12,345,967.|25"), not before it.
    await focusWith(input, (field) => field.setSelectionRange(11, 11));
    expect([input.selectionStart, input.selectionEnd]).toEqual([9, 9]);
  });

  it('maps the selection in a language that groups with dots and writes a decimal comma', async () => {
    render(<Price start="3455.21" tag="de" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Stop-loss' });
    expect(input.value).toBe('3.455,21');

    await focusWith(input, (field) => field.select());
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 7]);
    typeText(input, '1000');
    act(() => input.blur());
    expect(input.value).toBe('1.000,00');
  });

  it('stays formatted when the focus leaves before the switch', async () => {
    render(<Price start="3455.21" />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Stop-loss' });
    await act(() => {
      input.focus();
      input.blur();
      return Promise.resolve();
    });
    expect(input.value).toBe('3,455.21');
  });
});
