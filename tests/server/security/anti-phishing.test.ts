import { describe, expect, it } from 'vitest';
import type { SecurityOverview } from '../../../common/api/security';
import { CODE } from '../../../common/envelope';
import { SECURITY_EVENT } from '../../../common/security';
import { loadServerI18n } from '../../../server/i18n/catalogs';
import { messages } from '../../../server/i18n/messages';
import { call, newAddress } from '../helpers/access';
import { appForTests } from '../helpers/lifecycle';
import { realUser } from '../helpers/wallet';
import { securityCall, securityOk } from './safeguard-calls';

// The anti-phishing code (issue 33): a phrase of 4 to 32 characters the user sets, which every email Meridian sends
// them then opens with, in the email's language: the security emails and the verification codes alike. Cleared with an
// empty code. The security log records the change, never the phrase.

const app = appForTests();
let people = 0;

async function person() {
  people += 1;
  return realUser(app, `phish-${people}@example.com`);
}

const lastTo = (to: string) => [...app.outbox].reverse().find((message) => message.to === to);

describe('the anti-phishing code', () => {
  it('opens every email to the user once set, in its language; the overview shows it; cleared, emails go without', async () => {
    const user = await person();
    const saved = await securityCall(app, user.token, 'POST /api/security/anti_phishing', { code: '  blue heron 42 ' });
    expect(saved.code, saved.msg).toBe(1);
    expect((await securityOk<SecurityOverview>(app, user.token, 'GET /api/security/overview')).anti_phishing_code).toBe('blue heron 42');
    // The security email telling of the change carries it.
    expect(lastTo(user.email)?.text).toMatch(
      /^Your anti-phishing code: blue heron 42\n\nThe anti-phishing code of your Meridian account was changed/,
    );
    // So does an email anyone may cause to be sent, such as a reset code, in the language asked in.
    app.clock.advance(61_000); // past the minute between two codes to one address
    const sent = await call(app, 'POST', '/api/notify/send_email', { email: user.email, scene: 'forget' }, { lang: 'hk' }, newAddress());
    expect(sent.code, sent.msg).toBe(1);
    const reset = lastTo(user.email);
    expect(reset?.code).not.toBe('');
    const label = (await loadServerI18n()).translator('hk')(messages.antiPhishingLabel);
    expect(reset?.text.startsWith(`${label} blue heron 42\n\n`)).toBe(true);

    // Another user's email does not show it.
    const other = await person();
    expect(lastTo(other.email)?.text ?? '').not.toMatch(/blue heron/);

    await securityOk(app, user.token, 'POST /api/security/anti_phishing', { code: '' });
    expect((await securityOk<SecurityOverview>(app, user.token, 'GET /api/security/overview')).anti_phishing_code).toBeNull();
    expect(lastTo(user.email)?.text).toMatch(/^The anti-phishing code of your Meridian account was removed/);
    const events = await app.database.db.query<{ detail: unknown }>(
      'SELECT detail FROM security_log WHERE user_id = $1 AND event = $2 ORDER BY id',
      [user.userId, SECURITY_EVENT.ANTI_PHISHING_CODE_CHANGED],
    );
    expect(events.map((event) => event.detail)).toEqual([{ set: true }, { set: false }]);
  });

  it('is refused shorter than 4 characters, longer than 32 or with a control character, and nothing changes', async () => {
    const user = await person();
    await securityOk(app, user.token, 'POST /api/security/anti_phishing', { code: 'kept phrase' });
    for (const code of ['abc', ' ab ', 'x'.repeat(33), 'line\nbreak', 'tab\there']) {
      const answer = await securityCall(app, user.token, 'POST /api/security/anti_phishing', { code });
      expect(answer.code, JSON.stringify(code)).toBe(CODE.BAD_INPUT);
    }
    expect((await securityOk<SecurityOverview>(app, user.token, 'GET /api/security/overview')).anti_phishing_code).toBe('kept phrase');
  });
});
