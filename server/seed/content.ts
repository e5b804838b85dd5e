import { LOCALE_CODES } from '../../common/locales';
import type { Queryable } from '../db/database';
import { DEPOSIT_REVIEW } from './news/deposit-review';
import { STOP_OUT } from './news/stop-out';
import { TRADING_HOURS } from './news/trading-hours';
import type { SeedArticle } from './news/types';

// What a fresh installation's content starts with: three published articles about the product in all 18 languages,
// the companies of the directory (the first the default), and the content settings. Seeding only adds what is
// missing (by id or key), so operators' changes survive restarts.

const ARTICLES: readonly SeedArticle[] = [TRADING_HOURS, STOP_OUT, DEPOSIT_REVIEW];

/** The seeded articles' publication time: the release that brought them (the seed has no clock of its own). */
const SEEDED_AT = new Date('2025-12-01T08:00:00Z');

const COMPANIES = [
  {
    id: 1,
    name: 'Meridian Markets Ltd.',
    subject: 'Online trading of forex, metals, energy and crypto contracts',
    registered_address: '12 Harbour Road, Wan Chai, Hong Kong',
    location: 'Hong Kong',
    email: 'info@meridian.example',
    office_address: '12 Harbour Road, 20/F, Wan Chai, Hong Kong',
    website: 'https://meridian.example',
    is_default: true,
  },
  {
    id: 2,
    name: 'Meridian Markets Europe s.r.o.',
    subject: 'Client services for the European Economic Area',
    registered_address: 'Na Příkopě 15, 110 00 Prague 1, Czech Republic',
    location: 'Prague',
    email: 'europe@meridian.example',
    office_address: 'Na Příkopě 15, 110 00 Prague 1, Czech Republic',
    website: 'https://eu.meridian.example',
    is_default: false,
  },
  {
    id: 3,
    name: 'Meridian Markets Asia Pte. Ltd.',
    subject: 'Client services for South-East Asia',
    registered_address: '8 Marina View, Singapore 018960',
    location: 'Singapore',
    email: 'asia@meridian.example',
    office_address: '8 Marina View, #30-01, Singapore 018960',
    website: 'https://asia.meridian.example',
    is_default: false,
  },
] as const;

export const CONTENT_DEFAULTS: Readonly<Record<string, { value: string; isPublic: boolean }>> = {
  is_main: { value: '0', isPublic: true },
  complaint_email: { value: 'complaints@meridian.example', isPublic: true },
  support_email: { value: 'support@meridian.example', isPublic: true },
  start_check_enabled: { value: '0', isPublic: false },
  start_check_blocked_countries: { value: 'KP,IL,CN,VU,CU', isPublic: false },
  start_check_country_header: { value: 'cf-ipcountry', isPublic: false },
  start_check_loss_url: { value: '', isPublic: false },
};

/** The paragraphs as article HTML: plain text, escaped, in <p> (within the shared policy by construction). */
function articleHtml(paragraphs: readonly string[]): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return paragraphs.map((text) => `<p>${escape(text)}</p>`).join('');
}

export async function seedContent(tx: Queryable): Promise<void> {
  for (const [key, { value, isPublic }] of Object.entries(CONTENT_DEFAULTS)) {
    await tx.query('INSERT INTO settings (key, value, is_public) VALUES ($1, $2, $3) ON CONFLICT (key) DO NOTHING', [key, value, isPublic]);
  }
  for (const article of ARTICLES) {
    const inserted = await tx.query(
      `INSERT INTO news_articles (id, category_id, logo, status, published_at, created_at, updated_at)
       VALUES ($1, 1, '', 1, $2, $2, $2) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [article.id, SEEDED_AT],
    );
    if (inserted.length === 0) continue;
    for (const lang of LOCALE_CODES) {
      const text = article.translations[lang];
      await tx.query('INSERT INTO news_translations (article_id, lang, title, description, content) VALUES ($1, $2, $3, $4, $5)', [
        article.id,
        lang,
        text.title,
        text.desc,
        articleHtml(text.paragraphs),
      ]);
    }
  }
  for (const [index, company] of COMPANIES.entries()) {
    await tx.query(
      `INSERT INTO companies (id, name, subject, registered_address, location, email, office_address, website, is_default, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (id) DO NOTHING`,
      [
        company.id,
        company.name,
        company.subject,
        company.registered_address,
        company.location,
        company.email,
        company.office_address,
        company.website,
        company.is_default,
        index,
      ],
    );
  }
  // Ids given by hand leave the identities behind; move them past, so the back office's new rows get free ids.
  for (const table of ['news_articles', 'companies']) {
    await tx.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), greatest((SELECT max(id) FROM ${table}), 1))`);
  }
}
