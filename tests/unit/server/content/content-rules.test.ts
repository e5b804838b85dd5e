import { describe, expect, it } from 'vitest';
import { validSettingValue } from '../../../../common/api/input/admin-settings';
import { companyIdFromCookie } from '../../../../server/content/companies';
import { maskAccount } from '../../../../server/content/invites';

describe('invitee masking', () => {
  it('keeps two characters of the address and its domain, never the whole name', () => {
    expect(maskAccount('alice.friend@example.com', null)).toBe('al***@example.com');
    expect(maskAccount('bo@example.org', null)).toBe('b***@example.org');
    expect(maskAccount('a@example.org', null)).toBe('a***@example.org');
    expect(maskAccount(null, '91234567')).toBe('***567');
    expect(maskAccount(null, null)).toBe('***');
  });
});

describe('the company cookie', () => {
  it('reads company_id among other cookies, and nothing that is not a plain id', () => {
    expect(companyIdFromCookie('theme=dark; company_id=3; x=1')).toBe(3);
    expect(companyIdFromCookie('company_id=12')).toBe(12);
    for (const header of [
      undefined,
      '',
      'company_id=',
      'company_id=0',
      'company_id=-1',
      'company_id=1e3',
      'company_id=3x',
      'company_id=3 OR 1',
      'my_company_id=3',
      'company_id=9999999999',
    ]) {
      expect(companyIdFromCookie(header), String(header)).toBeNull();
    }
  });
});

describe('content settings', () => {
  it('takes each key only in its own form', () => {
    expect(validSettingValue('is_main', '1')).toBe(true);
    expect(validSettingValue('is_main', 'true')).toBe(false);
    expect(validSettingValue('start_check_blocked_countries', 'KP,CU')).toBe(true);
    expect(validSettingValue('start_check_blocked_countries', '')).toBe(true);
    expect(validSettingValue('start_check_blocked_countries', 'kp,cu')).toBe(false);
    expect(validSettingValue('start_check_country_header', 'x-country')).toBe(true);
    expect(validSettingValue('start_check_country_header', 'X-Country: KP')).toBe(false);
    expect(validSettingValue('start_check_loss_url', 'https://meridian.example/region')).toBe(true);
    expect(validSettingValue('start_check_loss_url', 'javascript:alert(1)')).toBe(false);
    expect(validSettingValue('complaint_email', 'complaints@meridian.example')).toBe(true);
    expect(validSettingValue('complaint_email', 'a@b')).toBe(false);
    expect(validSettingValue('announcement.en', 'No service in Cuba.\nThank you.')).toBe(true);
    expect(validSettingValue('announcement.en', 'x<script>y')).toBe(false);
    expect(validSettingValue('announcement.en', 'a\u0000b')).toBe(false);
    // C1 controls (NEL, CSI) and, on one line, a line break: the shared text rules refuse them everywhere.
    expect(validSettingValue('announcement.en', 'a\u0085b')).toBe(false);
    expect(validSettingValue('start_check_loss_url', 'https://meridian.example/\u009b2J')).toBe(false);
    expect(validSettingValue('complaint_email', 'complaints@meridian.example\n')).toBe(false);
    expect(validSettingValue('service_status', '0')).toBe(false);
  });
});
