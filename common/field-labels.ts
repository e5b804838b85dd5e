import type { MessageDescriptor } from '@lingui/core';
import { LOCALE_CODES, LOCALES, type LocaleCode } from './locales';

// The console's name for each field an operator types or reads, by the field's name on the wire (a call's
// parameter, a configuration row's column, a setting's key). One name per field, used everywhere the console names
// it: the configuration forms' labels (src/admin/config), the audit log's changes (src/admin/audit) and the
// server's refusals of a console call ("The value of Fee is not valid", server/http/field-labels.ts). The messages
// live here, in common/, because the server translates them too; the console reads the same catalog.

/** Each field's label, by its name. */
export const FIELD_LABELS = {
  // Instruments and option expiries.
  show_code: /*i18n*/ { id: 'console.field.show_code', message: 'Instrument' },
  listed: /*i18n*/ { id: 'console.field.listed', message: 'Listed' },
  halted: /*i18n*/ { id: 'console.field.halted', message: 'Trading halted' },
  multiples: /*i18n*/ { id: 'console.field.multiples', message: 'Leverage choices' },
  fee_rate: /*i18n*/ { id: 'console.field.fee_rate', message: 'Fee rate' },
  min_lots: /*i18n*/ { id: 'console.field.min_lots', message: 'Minimum lots' },
  pip: /*i18n*/ { id: 'console.field.pip', message: 'Lot step' },
  max_lots: /*i18n*/ { id: 'console.field.max_lots', message: 'Maximum lots' },
  seconds: /*i18n*/ { id: 'console.field.seconds', message: 'Seconds' },
  profit_ratio: /*i18n*/ { id: 'console.field.profit_ratio', message: 'Profit ratio' },
  limit_amount: /*i18n*/ { id: 'console.field.limit_amount', message: 'Minimum amount (USD)' },
  enabled: /*i18n*/ { id: 'console.field.enabled', message: 'Enabled' },
  // A row's place in its lists (configuration), or what a queue's list is sorted by.
  sort: /*i18n*/ { id: 'console.field.sort', message: 'Sort order' },
  // Deposit and withdrawal currencies, receiving bank accounts.
  code: /*i18n*/ { id: 'console.field.code', message: 'Currency' },
  name: /*i18n*/ { id: 'console.field.name', message: 'Name' },
  protocol: /*i18n*/ { id: 'console.field.protocol', message: 'Network' },
  type: /*i18n*/ { id: 'console.field.type', message: 'Paid out by' },
  fee_type: /*i18n*/ { id: 'console.field.fee_type', message: 'Fee type' },
  draw_rate: /*i18n*/ { id: 'console.field.draw_rate', message: 'Fee' },
  usd_price: /*i18n*/ { id: 'console.field.usd_price', message: 'Units per USD' },
  usd_price_at: /*i18n*/ { id: 'console.field.usd_price_at', message: 'Rate set' },
  address: /*i18n*/ { id: 'console.field.address', message: 'Receiving address' },
  collect_currency_id: /*i18n*/ { id: 'console.field.collect_currency_id', message: 'Deposit currency (id)' },
  bank_name: /*i18n*/ { id: 'console.field.bank_name', message: 'Bank' },
  bank_address: /*i18n*/ { id: 'console.field.bank_address', message: 'Bank address' },
  bank_swift: /*i18n*/ { id: 'console.field.bank_swift', message: 'SWIFT' },
  payee_name: /*i18n*/ { id: 'console.field.payee_name', message: 'Payee' },
  payee_account: /*i18n*/ { id: 'console.field.payee_account', message: 'Account number' },
  bank_remark: /*i18n*/ { id: 'console.field.bank_remark', message: 'Note for the customer' },
  // Funds, loan terms and repayment accounts.
  title: /*i18n*/ { id: 'console.field.title', message: 'Title' },
  desc: /*i18n*/ { id: 'console.field.desc', message: 'Description' },
  texts: /*i18n*/ { id: 'console.field.texts', message: 'Texts in other languages' },
  image: /*i18n*/ { id: 'console.field.image', message: 'Picture address' },
  dividend_percentage: /*i18n*/ { id: 'console.field.dividend_percentage', message: 'Daily income (%)' },
  staring_sub_amount: /*i18n*/ { id: 'console.field.staring_sub_amount', message: 'Minimum (USD)' },
  max_sub_amount: /*i18n*/ { id: 'console.field.max_sub_amount', message: 'Maximum (USD)' },
  lock_dividend_days: /*i18n*/ { id: 'console.field.lock_dividend_days', message: 'Days locked' },
  liquidated_damages: /*i18n*/ { id: 'console.field.liquidated_damages', message: 'Early redemption penalty (%)' },
  refund_mode: /*i18n*/ { id: 'console.field.refund_mode', message: 'Early redemption' },
  loan_period: /*i18n*/ { id: 'console.field.loan_period', message: 'Period (days)' },
  min_amount: /*i18n*/ { id: 'console.field.min_amount', message: 'Minimum (USD)' },
  max_amount: /*i18n*/ { id: 'console.field.max_amount', message: 'Maximum (USD)' },
  interest_rate: /*i18n*/ { id: 'console.field.interest_rate', message: 'Daily interest' },
  free_period: /*i18n*/ { id: 'console.field.free_period', message: 'Interest-free days' },
  penalty_rate: /*i18n*/ { id: 'console.field.penalty_rate', message: 'Daily late fee' },
  currency_code: /*i18n*/ { id: 'console.field.currency_code', message: 'Currency' },
  protocol_code: /*i18n*/ { id: 'console.field.protocol_code', message: 'Network' },
  // Companies and news.
  subject: /*i18n*/ { id: 'console.field.subject', message: 'Line of business' },
  logo: /*i18n*/ { id: 'console.field.logo', message: 'Logo address' },
  url: /*i18n*/ { id: 'console.field.url', message: 'Site address' },
  website: /*i18n*/ { id: 'console.field.website', message: 'Website' },
  email: /*i18n*/ { id: 'console.field.email', message: 'Email' },
  registered_address: /*i18n*/ { id: 'console.field.registered_address', message: 'Registered address' },
  office_address: /*i18n*/ { id: 'console.field.office_address', message: 'Office address' },
  location: /*i18n*/ { id: 'console.field.location', message: 'Location' },
  // A company's and a rule set's alike (the audit log labels a field by its name alone).
  is_default: /*i18n*/ { id: 'console.field.default', message: 'Default' },
  lang: /*i18n*/ { id: 'console.field.lang', message: 'Language' },
  category_id: /*i18n*/ { id: 'console.field.category_id', message: 'Category' },
  content: /*i18n*/ { id: 'console.field.content', message: 'Text (HTML)' },
  // Settings, by key.
  trade_fee_type: /*i18n*/ { id: 'console.field.trade_fee_type', message: 'Contract fee' },
  four_eyes_above: /*i18n*/ { id: 'console.field.four_eyes_above', message: 'Second approval above (USD)' },
  stop_out_level: /*i18n*/ { id: 'console.field.stop_out_level', message: 'Stop-out level' },
  simulated_follow_real: /*i18n*/ { id: 'console.field.simulated_follow_real', message: 'Real money may follow simulated traders' },
  micro_loss_level: /*i18n*/ { id: 'console.field.micro_loss_level', message: 'Option loss' },
  micro_amounts: /*i18n*/ { id: 'console.field.micro_amounts', message: 'Option preset amounts' },
  verify_reg_type: /*i18n*/ { id: 'console.field.verify_reg_type', message: 'Registration check' },
  service_link: /*i18n*/ { id: 'console.field.service_link', message: 'Support chat address' },
  service_link_type: /*i18n*/ { id: 'console.field.service_link_type', message: 'Support chat opens' },
  is_show_mobile: /*i18n*/ { id: 'console.field.is_show_mobile', message: 'Phone sign-in' },
  service_status: /*i18n*/ { id: 'console.field.service_status', message: 'Service open' },
  service_notice_type: /*i18n*/ { id: 'console.field.service_notice_type', message: 'Closure kind' },
  service_notice_url: /*i18n*/ { id: 'console.field.service_notice_url', message: 'Closure notice address' },
  is_main: /*i18n*/ { id: 'console.field.is_main', message: 'Main site' },
  complaint_email: /*i18n*/ { id: 'console.field.complaint_email', message: 'Complaints email' },
  support_email: /*i18n*/ { id: 'console.field.support_email', message: 'Support email' },
  start_check_enabled: /*i18n*/ { id: 'console.field.start_check_enabled', message: 'Region check' },
  start_check_blocked_countries: /*i18n*/ { id: 'console.field.start_check_blocked_countries', message: 'Blocked countries' },
  start_check_country_header: /*i18n*/ { id: 'console.field.start_check_country_header', message: 'Country header' },
  start_check_loss_url: /*i18n*/ { id: 'console.field.start_check_loss_url', message: 'Address for blocked visitors' },
  key: /*i18n*/ { id: 'console.field.key', message: 'Setting' },
  value: /*i18n*/ { id: 'console.field.value', message: 'Value' },
  // Decisions, searches and filters.
  id: /*i18n*/ { id: 'console.field.id', message: 'Number' },
  page: /*i18n*/ { id: 'console.field.page', message: 'Page' },
  action: /*i18n*/ { id: 'console.field.action', message: 'Action' },
  reason: /*i18n*/ { id: 'console.field.reason', message: 'Reason' },
  reference: /*i18n*/ { id: 'console.field.reference', message: 'Payment reference' },
  customer: /*i18n*/ { id: 'console.field.customer', message: 'Customer' },
  user_id: /*i18n*/ { id: 'console.field.user_id', message: 'Customer' },
  status: /*i18n*/ { id: 'console.field.status', message: 'Status' },
  review_status: /*i18n*/ { id: 'console.field.review_status', message: 'Status' },
  q: /*i18n*/ { id: 'console.field.q', message: 'Search' },
  kind: /*i18n*/ { id: 'console.field.kind', message: 'List' },
  session: /*i18n*/ { id: 'console.field.session', message: 'Session' },
  operator_id: /*i18n*/ { id: 'console.field.operator_id', message: 'Operator' },
  subject_id: /*i18n*/ { id: 'console.field.subject_id', message: 'Record number' },
  period: /*i18n*/ { id: 'console.field.period', message: 'Period' },
  from: /*i18n*/ { id: 'console.field.from', message: 'From' },
  to: /*i18n*/ { id: 'console.field.to', message: 'To' },
  ids: /*i18n*/ { id: 'console.field.ids', message: 'Selected requests' },
  older_than: /*i18n*/ { id: 'console.field.older_than', message: 'Waiting longer than (hours)' },
  order: /*i18n*/ { id: 'console.field.order', message: 'Ascending or descending' },
  // Operators and their sign-in.
  role: /*i18n*/ { id: 'console.field.role', message: 'Role' },
  password: /*i18n*/ { id: 'console.field.password', message: 'Password' },
  old_password: /*i18n*/ { id: 'console.field.old_password', message: 'Current password' },
  captcha: /*i18n*/ { id: 'console.field.captcha', message: 'Picture code' },
  captcha_key: /*i18n*/ { id: 'console.field.captcha_key', message: 'Picture code' },
  // The console's sign-in (issue 33).
  challenge_id: /*i18n*/ { id: 'console.field.challenge_id', message: 'Sign-in step' },
  totp_code: /*i18n*/ { id: 'console.field.totp_code', message: 'Authentication code' },
  // Customer care and support chat.
  body: /*i18n*/ { id: 'console.field.body', message: 'Message' },
  flag: /*i18n*/ { id: 'console.field.flag', message: 'Risk flag' },
  account: /*i18n*/ { id: 'console.field.account', message: 'Account' },
  direction: /*i18n*/ { id: 'console.field.direction', message: 'Credit or debit' },
  amount: /*i18n*/ { id: 'console.field.amount', message: 'Amount (USD)' },
  // Client protection (issue 38): rule sets and a customer's profile.
  countries: /*i18n*/ { id: 'console.field.countries', message: 'Countries' },
  leverage_caps: /*i18n*/ { id: 'console.field.leverage_caps', message: 'Leverage caps for retail clients' },
  close_out_level: /*i18n*/ { id: 'console.field.close_out_level', message: 'Margin close-out level' },
  retail_options: /*i18n*/ { id: 'console.field.retail_options', message: 'Short-expiry options for retail clients' },
  copy_trading: /*i18n*/ { id: 'console.field.copy_trading', message: 'Copy trading' },
  risk_warning: /*i18n*/ { id: 'console.field.risk_warning', message: 'Risk warning' },
  country: /*i18n*/ { id: 'console.field.country', message: 'Country of residence' },
  residence: /*i18n*/ { id: 'console.field.residence', message: 'Country of residence' },
  category: /*i18n*/ { id: 'console.field.category', message: 'Client category' },
  // Fields of the records the audit log compares before and after.
  remark: /*i18n*/ { id: 'console.field.remark', message: "Operator's reason" },
  notes: /*i18n*/ { id: 'console.field.notes', message: "Operator's reason" },
  payment_reference: /*i18n*/ { id: 'console.field.payment_reference', message: 'Payment reference' },
  usd_amount: /*i18n*/ { id: 'console.field.usd_amount', message: 'Credited (USD)' },
  suspended: /*i18n*/ { id: 'console.field.suspended', message: 'Suspended' },
  frozen: /*i18n*/ { id: 'console.field.frozen', message: 'Frozen' },
  frozen_at: /*i18n*/ { id: 'console.field.frozen_at', message: 'Frozen at' },
  revoked: /*i18n*/ { id: 'console.field.revoked', message: 'Ended' },
  message_id: /*i18n*/ { id: 'console.field.message_id', message: 'Message number' },
  note: /*i18n*/ { id: 'console.field.note', message: 'Note number' },
  last_message_at: /*i18n*/ { id: 'console.field.last_message_at', message: 'Last message' },
  unread: /*i18n*/ { id: 'console.field.unread', message: 'Unread' },
  updated_at: /*i18n*/ { id: 'console.field.updated_at', message: 'Changed' },
  reviewed_at: /*i18n*/ { id: 'console.field.reviewed_at', message: 'Reviewed' },
  decided_at: /*i18n*/ { id: 'console.field.decided_at', message: 'Decided' },
} as const satisfies Record<string, MessageDescriptor>;

export type LabelledField = keyof typeof FIELD_LABELS;

/** The announcement is a setting per language (`announcement.<code>`): named with its language. */
const ANNOUNCEMENT = /^announcement\.([a-z]+)$/;
function announcementLabel(language: string): MessageDescriptor {
  return /*i18n*/ { id: 'console.field.announcement', message: 'Announcement ({language})', values: { language } };
}

/**
 * An operator's text in another language (`texts.<code>`, `texts.<code>.title`, `texts.<code>.desc`, of funds and
 * loan terms): named with its language, as the translations editor shows it. Each is a sentence of its own, since
 * languages place the language's name differently.
 */
const TRANSLATED = /^texts\.([^.]+)(?:\.(title|desc))?$/;
function translatedLabel(part: 'title' | 'desc' | undefined, language: string): MessageDescriptor {
  if (part === 'title') return /*i18n*/ { id: 'console.field.texts_title', message: 'Title ({language})', values: { language } };
  if (part === 'desc') return /*i18n*/ { id: 'console.field.texts_desc', message: 'Description ({language})', values: { language } };
  return /*i18n*/ { id: 'console.field.texts_language', message: 'Texts in {language}', values: { language } };
}

const isLocale = (code: string | undefined): code is LocaleCode => code !== undefined && (LOCALE_CODES as readonly string[]).includes(code);

/** A field's label, or undefined for a name that has none (it is then shown as it is spelled). */
export function fieldLabel(field: string): MessageDescriptor | undefined {
  if (Object.hasOwn(FIELD_LABELS, field)) return FIELD_LABELS[field as LabelledField];
  const announced = ANNOUNCEMENT.exec(field)?.[1];
  if (isLocale(announced)) return announcementLabel(LOCALES[announced].nativeName);
  const translated = TRANSLATED.exec(field);
  if (translated) {
    const [, code, part] = translated;
    // A key that is no language of the app is named as the whole field.
    return isLocale(code) ? translatedLabel(part as 'title' | 'desc' | undefined, LOCALES[code].nativeName) : FIELD_LABELS.texts;
  }
  return undefined;
}
