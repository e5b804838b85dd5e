import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApi } from '../../../../../src/admin/api';
import { renderConfigForm } from './render-config-form';
import type { Editing } from '../../../../../src/admin/config/ConfigScreen';
import { draftOf } from '../../../../../src/admin/config/translations-form';

// A fund's title and terms, and a loan term's name and description, are written in the console in every language
// of the app (issue 31): a language picker ticks the languages written and says which they are, English is required
// first, and the form checks the texts with the save call's schema before sending anything.
vi.mock('../../../../../src/admin/api', () => ({ adminApi: vi.fn(), allows: () => true }));
const call = vi.mocked(adminApi);

const language = () => screen.getByLabelText<HTMLSelectElement>('Language');
const pick = (code: string) => fireEvent.change(language(), { target: { value: code } });
const type = (name: string, value: string) => fireEvent.change(document.querySelector(`[name="${name}"]`)!, { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }));
const sent = () => call.mock.calls[0]?.[1] as Record<string, unknown> | undefined;

beforeEach(() => {
  call.mockReset();
  call.mockResolvedValue({});
});

/** The seeded first fund, as the console lists it: English, and Traditional Chinese. */
const steady = {
  id: 1,
  title: 'Steady 7-day',
  desc: 'Locks the amount for 7 days.',
  texts: { hk: { title: '穩健 7 天', desc: '鎖倉 7 天。' } },
  image: '',
  dividend_percentage: '0.35',
  staring_sub_amount: '100.00',
  max_sub_amount: '5000.00',
  lock_dividend_days: 7,
  liquidated_damages: '5',
  refund_mode: 1,
  enabled: true,
  sort: 0,
};

const editingFund: Editing = {
  id: 1,
  name: 'Steady 7-day',
  values: {
    image: '',
    dividend_percentage: '0.35',
    staring_sub_amount: '100.00',
    max_sub_amount: '5000.00',
    lock_dividend_days: '7',
    liquidated_damages: '5',
    refund_mode: '1',
    enabled: '1',
    sort: '0',
  },
  texts: draftOf(steady),
};

describe('the texts of a fund in the console', () => {
  it('says which languages are written, English first and required, each ticked in the picker', () => {
    renderConfigForm('funds', editingFund);
    expect(screen.getByTestId('written-languages').textContent).toBe('Written in 2 of 18 languages: English, 繁體中文');
    const options = within(language()).getAllByRole('option');
    expect(options).toHaveLength(18);
    expect(options.find((option) => option.getAttribute('value') === 'en')?.textContent).toBe('English (required) ✓');
    expect(options.find((option) => option.getAttribute('value') === 'hk')?.textContent).toBe('繁體中文 ✓');
    expect(options.find((option) => option.getAttribute('value') === 'jp')?.textContent).toBe('日本語');
    expect(screen.getByLabelText<HTMLInputElement>('Title (English)').value).toBe('Steady 7-day');
  });

  it('edits one language at a time and sends every written language at once, English as the title and terms', async () => {
    renderConfigForm('funds', editingFund);
    pick('hk');
    expect(screen.getByLabelText<HTMLInputElement>('Title (繁體中文)').value).toBe('穩健 7 天');
    pick('jp');
    type('title.jp', '安定 7日間');
    type('desc.jp', '金額を7日間ロックします。');
    expect(screen.getByTestId('written-languages').textContent).toBe('Written in 3 of 18 languages: English, 繁體中文, 日本語');
    // A language opened and left empty is not sent: its readers get English.
    pick('de');
    save();
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(sent()).toMatchObject({
      id: 1,
      title: 'Steady 7-day',
      desc: 'Locks the amount for 7 days.',
      texts: { hk: { title: '穩健 7 天', desc: '鎖倉 7 天。' }, jp: { title: '安定 7日間', desc: '金額を7日間ロックします。' } },
      dividend_percentage: '0.35',
    });
  });

  it('asks for the English title first, and sends nothing without it', async () => {
    renderConfigForm('funds', editingFund);
    type('title.en', ' ');
    save();
    expect(
      await screen.findByText('Write the English title first: readers of a language without its own text are shown the English one'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Title (English)').getAttribute('aria-invalid')).toBe('true');
    expect(call).not.toHaveBeenCalled();
  });

  it('opens a language with terms but no title, says so there, and sends nothing', async () => {
    renderConfigForm('funds', editingFund);
    pick('de');
    type('desc.de', 'Der Betrag wird für 7 Tage gesperrt.');
    pick('en');
    save();
    expect(await screen.findByText('Give this language a title, or clear its description')).toBeTruthy();
    expect(language().value).toBe('de');
    expect(call).not.toHaveBeenCalled();
  });

  it('refuses a title longer than the server takes, under its language', async () => {
    renderConfigForm('funds', editingFund);
    pick('hk');
    type('title.hk', '長'.repeat(101));
    save();
    expect(await screen.findByText('Too long, or holding characters that cannot be saved')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });
});

describe('the texts of a loan term in the console', () => {
  const editingTerm: Editing = {
    id: 4,
    values: {
      loan_period: '14',
      min_amount: '100.00',
      max_amount: '1000.00',
      interest_rate: '5',
      free_period: '0',
      penalty_rate: '',
      enabled: '1',
      sort: '0',
    },
    texts: draftOf({ title: '', desc: '', texts: {} }),
  };

  it('may stay unnamed, but takes no other language before English', async () => {
    renderConfigForm('loan-configs', editingTerm);
    expect(screen.getByTestId('written-languages').textContent).toBe('Not written in any language yet');
    pick('hk');
    type('title.hk', '兩星期貸款');
    save();
    expect(
      await screen.findByText('Write the English title first: readers of a language without its own text are shown the English one'),
    ).toBeTruthy();
    expect(language().value).toBe('en');
    expect(call).not.toHaveBeenCalled();
    type('title.en', 'Two-week loan');
    save();
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    expect(sent()).toMatchObject({ id: 4, title: 'Two-week loan', desc: '', texts: { hk: { title: '兩星期貸款', desc: '' } } });
  });
});
