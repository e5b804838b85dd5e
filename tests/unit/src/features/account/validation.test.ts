import { describe, expect, it } from 'vitest';
import {
  checkAmend,
  checkCodeEmail,
  checkForgot,
  checkLogin,
  checkRegister,
  firstProblem,
  hasProblems,
  isEmail,
  type RegisterValues,
} from '../../../../../src/features/account/validation';

const goodRegister: RegisterValues = {
  email: 'ann@example.com',
  areaId: '',
  mobile: '',
  password: 'correct horse',
  rePassword: 'correct horse',
  code: '123456',
};

describe('login', () => {
  it('needs both fields and nothing else', () => {
    expect(checkLogin({ account: '', password: '' })).toEqual({ account: 'required', password: 'required' });
    expect(checkLogin({ account: '   ', password: 'x' })).toEqual({ account: 'required' });
    expect(checkLogin({ account: 'ann@example.com', password: '' })).toEqual({ password: 'required' });
    // A short or odd password is the server's to judge at login.
    expect(checkLogin({ account: 'ann@example.com', password: 'x' })).toEqual({});
  });

  it('keeps a password of spaces (it is a password, not blank text)', () => {
    expect(checkLogin({ account: 'a@b.co', password: '   ' })).toEqual({});
  });
});

describe('register', () => {
  it('accepts a complete form without the optional fields', () => {
    expect(checkRegister(goodRegister, false)).toEqual({});
    expect(checkRegister(goodRegister, true)).toEqual({});
  });

  it('names every missing required field', () => {
    const empty = { email: '', areaId: '', mobile: '', password: '', rePassword: '', code: '' };
    expect(checkRegister(empty, true)).toEqual({ email: 'required', password: 'required', code: 'required' });
  });

  it('checks the email looks like one', () => {
    expect(checkRegister({ ...goodRegister, email: 'ann' }, false)).toEqual({ email: 'email' });
    expect(checkRegister({ ...goodRegister, email: ' ann@example.com ' }, false)).toEqual({});
  });

  it('wants a password of 8 to 64 characters', () => {
    const seven = 'a'.repeat(7);
    const sixtyFive = 'a'.repeat(65);
    expect(checkRegister({ ...goodRegister, password: seven, rePassword: seven }, false)).toEqual({ password: 'length' });
    expect(checkRegister({ ...goodRegister, password: sixtyFive, rePassword: sixtyFive }, false)).toEqual({
      password: 'length',
    });
    for (const ok of ['a'.repeat(8), 'a'.repeat(64)]) {
      expect(checkRegister({ ...goodRegister, password: ok, rePassword: ok }, false)).toEqual({});
    }
  });

  it('wants the repeat to match, and asks for it when missing', () => {
    expect(checkRegister({ ...goodRegister, rePassword: 'correct horsE' }, false)).toEqual({ rePassword: 'mismatch' });
    expect(checkRegister({ ...goodRegister, rePassword: '' }, false)).toEqual({ rePassword: 'required' });
  });

  it('checks the phone only when shown and filled in', () => {
    expect(checkRegister({ ...goodRegister, mobile: '12' }, false)).toEqual({});
    expect(checkRegister({ ...goodRegister, mobile: '12' }, true)).toEqual({ mobile: 'mobile', areaId: 'area' });
    expect(checkRegister({ ...goodRegister, mobile: '91234567' }, true)).toEqual({ areaId: 'area' });
    expect(checkRegister({ ...goodRegister, mobile: '91234567', areaId: '3' }, true)).toEqual({});
    expect(checkRegister({ ...goodRegister, mobile: '1'.repeat(16), areaId: '3' }, true)).toEqual({ mobile: 'mobile' });
  });

  it('asks for the code (or captcha answer)', () => {
    expect(checkRegister({ ...goodRegister, code: ' ' }, false)).toEqual({ code: 'required' });
  });
});

describe('forgot password', () => {
  const good = { account: 'ann@example.com', password: 'new password', rePassword: 'new password', code: '123456' };

  it('accepts a complete form', () => {
    expect(checkForgot(good)).toEqual({});
  });

  it('names each problem', () => {
    expect(checkForgot({ account: '', password: '', rePassword: '', code: '' })).toEqual({
      account: 'required',
      password: 'required',
      code: 'required',
    });
    expect(checkForgot({ ...good, rePassword: 'other password' })).toEqual({ rePassword: 'mismatch' });
    expect(checkForgot({ ...good, password: 'short', rePassword: 'short' })).toEqual({ password: 'length' });
  });
});

describe('the email a code is sent to', () => {
  it('must be there and look like an email', () => {
    expect(checkCodeEmail('')).toBe('required');
    expect(checkCodeEmail('ann@')).toBe('email');
    expect(checkCodeEmail('ann@example.com')).toBeUndefined();
    expect(isEmail('a b@example.com')).toBe(false);
  });
});

describe('changing the password', () => {
  const good = { oldPassword: 'old password', password: 'new password', rePassword: 'new password' };

  it('wants every field first ("input full")', () => {
    expect(checkAmend({ oldPassword: '', password: '', rePassword: '' })).toEqual({
      oldPassword: 'required',
      password: 'required',
      rePassword: 'required',
    });
    // A mismatch is not reported while a field is still empty.
    expect(checkAmend({ ...good, oldPassword: '', rePassword: 'x' })).toEqual({ oldPassword: 'required' });
  });

  it('then wants the two new passwords to match ("password not equal")', () => {
    expect(checkAmend({ ...good, rePassword: 'new passworD' })).toEqual({ rePassword: 'mismatch' });
  });

  it('then a valid length for the new one', () => {
    expect(checkAmend({ oldPassword: 'x', password: 'short', rePassword: 'short' })).toEqual({ password: 'length' });
    expect(checkAmend(good)).toEqual({});
  });
});

describe('reporting', () => {
  it('finds the first field with a problem in the form order', () => {
    const problems = checkRegister({ ...goodRegister, email: '', code: '' }, false);
    expect(hasProblems(problems)).toBe(true);
    expect(firstProblem(problems, ['email', 'password', 'code'])).toBe('email');
    expect(firstProblem(problems, ['code', 'email'])).toBe('code');
    expect(hasProblems({})).toBe(false);
    expect(firstProblem({}, ['email'])).toBeUndefined();
  });
});
