import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { birthdayUpTo, loanAmount, loanKycForm, loanMobile, loanSubmit } from '../../../../../common/api/input/loan';

// The loan calls' input rules the PWA's forms and the server share.

const ok = (schema: z.ZodMiniType, value: unknown) => z.safeParse(schema, value).success;

describe('birthday', () => {
  it('runs from 1950-01-01 to today', () => {
    const field = birthdayUpTo('2026-11-26');
    expect(ok(field, '1950-01-01')).toBe(true);
    expect(ok(field, '2026-11-26')).toBe(true);
    expect(ok(field, '1949-12-31')).toBe(false);
    expect(ok(field, '2026-11-27')).toBe(false);
  });

  it('refuses days that do not exist and other shapes', () => {
    const field = birthdayUpTo('2026-11-26');
    for (const bad of ['2001-02-29', '2001-13-01', '2001-1-1', '01/02/2001', '', '2001-02-28T00:00:00Z']) {
      expect(ok(field, bad)).toBe(false);
    }
    expect(ok(field, '2000-02-29')).toBe(true);
  });
});

describe('amount', () => {
  it('takes positive plain decimals with at most 2 places', () => {
    for (const good of ['1', '1.5', '1.23', '1000000', 250]) expect(ok(loanAmount, good)).toBe(true);
    for (const bad of ['1.234', '-1', '1e3', ' 1', '', '0x10', 'abc', '1,5', null]) expect(ok(loanAmount, bad)).toBe(false);
  });
});

describe('mobile', () => {
  it('is the dialling code, a dash and the number', () => {
    expect(ok(loanMobile, '852-91234567')).toBe(true);
    for (const bad of ['91234567', '+852-91234567', '852-', '852-12', '85212-91234567']) expect(ok(loanMobile, bad)).toBe(false);
  });
});

describe('the identity form', () => {
  const form = {
    name: 'Chan',
    last_name: 'Tai Man',
    sex: 1,
    birthday: '1990-05-17',
    country: 'HK',
    mobile: '852-91234567',
    id_card_type: 1,
    id_number: 'A1234567',
    hand_pic: '/api/common/upload/abc.png',
    address: '1 Queen\u2019s Road, Central',
  };

  it('takes a complete form', () => {
    expect(ok(loanKycForm('2026-11-26'), form)).toBe(true);
  });

  it('refuses each missing or wrong field', () => {
    for (const [field, bad] of Object.entries({ sex: 3, id_card_type: 0, country: 'hk', name: '', address: ' ', hand_pic: '' })) {
      expect(ok(loanKycForm('2026-11-26'), { ...form, [field]: bad }), field).toBe(false);
    }
  });
});

describe('loan submit', () => {
  const submit = { amount: '500', config_id: 1, sign: '/api/common/upload/s.png', agreement: 'a'.repeat(64), consent: 1 };

  it('needs the ticked consent and the agreement hash', () => {
    expect(ok(loanSubmit, submit)).toBe(true);
    expect(ok(loanSubmit, { ...submit, consent: 0 })).toBe(false);
    expect(ok(loanSubmit, { ...submit, agreement: '<p>my own agreement</p>' })).toBe(false);
  });
});
