import { msg } from '@lingui/core/macro';
import {
  adminBankAccounts,
  adminCollectCurrencies,
  adminSaveBankAccount,
  adminSaveCollectCurrency,
  adminSaveWithdrawCurrency,
  adminWithdrawCurrencies,
} from '@common/api/admin-wallet';
import { adminInstruments, adminSaveInstrument } from '@common/api/admin-config';
import { adminMicroOptions, adminSaveMicroOption } from '@common/api/admin-console';
import { adminCompanies, adminSaveCompany } from '@common/api/company';
import { adminFunds, adminSaveFund } from '@common/api/fund';
import { adminLoanConfigs, adminRepaymentAccounts, adminSaveLoanConfig, adminSaveRepaymentAccount } from '@common/api/loan';
import { FUND_REFUND_MODE } from '@common/fund';
import { FIELD_LABELS } from '@common/field-labels';
import type { ConfigField, ConfigPage } from './config-page';
import { FUND_TEXTS, LOAN_CONFIG_TEXTS } from './texts-validation';
import { accountCheck, addressCheck, swiftCheck } from './receiving-checks';
import { DRAW_TYPE, FEE_TYPE } from '@common/wallet';

// The configuration pages built from a declaration (the settings, announcements, news and operators have their own
// pages). Adding one is a declaration here and a line in ./pages.ts.

const enabled: ConfigField = { name: 'enabled', label: FIELD_LABELS.enabled, kind: 'flag', column: true };
const sort: ConfigField = { name: 'sort', label: FIELD_LABELS.sort, kind: 'number', column: true };

export const CONFIG_REGISTRY: readonly ConfigPage[] = [
  {
    key: 'instruments',
    title: msg`Instruments`,
    list: adminInstruments,
    save: adminSaveInstrument,
    // A new instrument needs a price feed and a contract size: not something a form adds.
    creatable: false,
    fields: [
      { name: 'show_code', label: FIELD_LABELS.show_code, kind: 'text', column: true, readOnly: true },
      {
        name: 'listed',
        label: FIELD_LABELS.listed,
        kind: 'flag',
        hint: msg`Off hides it from customers and refuses new orders; open positions can still be closed`,
        column: true,
      },
      {
        name: 'halted',
        label: FIELD_LABELS.halted,
        kind: 'flag',
        onTone: 'bad',
        hint: msg`No new orders and no pending fills; positions can still be closed while there is a price`,
        column: true,
      },
      { name: 'multiples', label: FIELD_LABELS.multiples, kind: 'text', hint: msg`Comma-separated, such as 10,20,50`, column: true },
      {
        name: 'fee_rate',
        label: FIELD_LABELS.fee_rate,
        kind: 'text',
        hint: msg`Per lot or per unit of margin, by the setting trade_fee_type`,
        column: true,
      },
      { name: 'min_lots', label: FIELD_LABELS.min_lots, kind: 'text', column: true },
      { name: 'pip', label: FIELD_LABELS.pip, kind: 'text', column: true },
      { name: 'max_lots', label: FIELD_LABELS.max_lots, kind: 'text', hint: msg`Empty for 10,000 times the minimum`, column: true },
    ],
  },
  {
    key: 'micro-options',
    title: msg`Option expiries`,
    list: adminMicroOptions,
    save: adminSaveMicroOption,
    fields: [
      { name: 'seconds', label: FIELD_LABELS.seconds, kind: 'number', column: true },
      {
        name: 'profit_ratio',
        label: FIELD_LABELS.profit_ratio,
        kind: 'text',
        hint: msg`What a win pays per unit staked, such as 0.85`,
        column: true,
      },
      { name: 'limit_amount', label: FIELD_LABELS.limit_amount, kind: 'text', column: true },
      enabled,
      sort,
    ],
  },
  {
    key: 'withdraw-currencies',
    title: msg`Withdrawal currencies and fees`,
    list: adminWithdrawCurrencies,
    save: adminSaveWithdrawCurrency,
    fields: [
      { name: 'code', label: FIELD_LABELS.code, kind: 'text', column: true },
      { name: 'protocol', label: FIELD_LABELS.protocol, kind: 'text', column: true },
      {
        name: 'type',
        label: FIELD_LABELS.type,
        kind: 'choice',
        options: [
          { value: String(DRAW_TYPE.coin), label: msg`Coin` },
          { value: String(DRAW_TYPE.bank), label: msg`Bank transfer` },
        ],
        column: true,
      },
      {
        name: 'fee_type',
        label: FIELD_LABELS.fee_type,
        kind: 'choice',
        options: [
          { value: String(FEE_TYPE.fixed), label: msg`Fixed amount (USD)` },
          { value: String(FEE_TYPE.share), label: msg`Share of the amount` },
        ],
        column: true,
      },
      {
        name: 'draw_rate',
        label: FIELD_LABELS.draw_rate,
        kind: 'text',
        hint: msg`USD for a fixed fee; a fraction such as 0.01 for a share`,
        column: true,
      },
      { name: 'usd_price', label: FIELD_LABELS.usd_price, kind: 'text', column: true },
      enabled,
      sort,
    ],
  },
  {
    key: 'collect-currencies',
    title: msg`Deposit currencies`,
    list: adminCollectCurrencies,
    save: adminSaveCollectCurrency,
    fields: [
      { name: 'name', label: FIELD_LABELS.name, kind: 'text', column: true },
      { name: 'protocol', label: FIELD_LABELS.protocol, kind: 'text', column: true },
      {
        name: 'address',
        label: FIELD_LABELS.address,
        kind: 'text',
        hint: msg`Empty for bank transfers only`,
        column: true,
        check: addressCheck('protocol'),
      },
      {
        name: 'usd_price',
        label: FIELD_LABELS.usd_price,
        kind: 'text',
        hint: msg`A deposit credits its amount divided by this, in USD, at the rate when it is approved`,
        column: true,
      },
      enabled,
      sort,
    ],
  },
  {
    key: 'bank-accounts',
    title: msg`Receiving bank accounts`,
    list: adminBankAccounts,
    save: adminSaveBankAccount,
    fields: [
      { name: 'collect_currency_id', label: FIELD_LABELS.collect_currency_id, kind: 'number', column: true },
      { name: 'bank_name', label: FIELD_LABELS.bank_name, kind: 'text', column: true },
      { name: 'bank_address', label: FIELD_LABELS.bank_address, kind: 'text' },
      { name: 'bank_swift', label: FIELD_LABELS.bank_swift, kind: 'text', column: true, check: swiftCheck },
      { name: 'payee_name', label: FIELD_LABELS.payee_name, kind: 'text', column: true },
      { name: 'payee_account', label: FIELD_LABELS.payee_account, kind: 'text', column: true, check: accountCheck },
      { name: 'bank_remark', label: FIELD_LABELS.bank_remark, kind: 'text' },
      enabled,
      sort,
    ],
  },
  {
    key: 'funds',
    title: msg`Funds`,
    list: adminFunds,
    save: adminSaveFund,
    // The title and terms, in every language (./TranslationsEditor.tsx): English required.
    texts: FUND_TEXTS,
    fields: [
      { name: 'image', label: FIELD_LABELS.image, kind: 'text' },
      { name: 'dividend_percentage', label: FIELD_LABELS.dividend_percentage, kind: 'text', column: true },
      { name: 'staring_sub_amount', label: FIELD_LABELS.staring_sub_amount, kind: 'text', column: true },
      { name: 'max_sub_amount', label: FIELD_LABELS.max_sub_amount, kind: 'text', column: true },
      { name: 'lock_dividend_days', label: FIELD_LABELS.lock_dividend_days, kind: 'number', column: true },
      { name: 'liquidated_damages', label: FIELD_LABELS.liquidated_damages, kind: 'text', column: true },
      {
        name: 'refund_mode',
        label: FIELD_LABELS.refund_mode,
        kind: 'choice',
        options: [
          { value: String(FUND_REFUND_MODE.immediate), label: msg`At once` },
          { value: String(FUND_REFUND_MODE.approval), label: msg`After approval` },
        ],
        column: true,
      },
      enabled,
      sort,
    ],
  },
  {
    key: 'loan-configs',
    title: msg`Loan terms`,
    list: adminLoanConfigs,
    save: adminSaveLoanConfig,
    // A name and description in every language (./TranslationsEditor.tsx); without them a term is named by its period.
    texts: LOAN_CONFIG_TEXTS,
    fields: [
      { name: 'loan_period', label: FIELD_LABELS.loan_period, kind: 'number', column: true },
      { name: 'min_amount', label: FIELD_LABELS.min_amount, kind: 'text', column: true },
      { name: 'max_amount', label: FIELD_LABELS.max_amount, kind: 'text', column: true },
      {
        name: 'interest_rate',
        label: FIELD_LABELS.interest_rate,
        kind: 'text',
        hint: msg`In hundredths of a percent a day: 5 is 0.05%`,
        column: true,
      },
      { name: 'free_period', label: FIELD_LABELS.free_period, kind: 'number', column: true },
      {
        name: 'penalty_rate',
        label: FIELD_LABELS.penalty_rate,
        kind: 'text',
        hint: msg`In hundredths of a percent a day; empty for 25 (0.25%)`,
        column: true,
      },
      enabled,
      sort,
    ],
  },
  {
    key: 'repayment-accounts',
    title: msg`Loan repayment accounts`,
    list: adminRepaymentAccounts,
    save: adminSaveRepaymentAccount,
    fields: [
      { name: 'currency_code', label: FIELD_LABELS.currency_code, kind: 'text', column: true },
      { name: 'protocol_code', label: FIELD_LABELS.protocol_code, kind: 'text', column: true },
      { name: 'address', label: FIELD_LABELS.address, kind: 'text', column: true, check: addressCheck('protocol_code') },
      enabled,
      sort,
    ],
  },
  {
    key: 'companies',
    title: msg`Companies`,
    list: adminCompanies,
    save: adminSaveCompany,
    fields: [
      { name: 'name', label: FIELD_LABELS.name, kind: 'text', column: true },
      { name: 'subject', label: FIELD_LABELS.subject, kind: 'text' },
      { name: 'logo', label: FIELD_LABELS.logo, kind: 'text' },
      { name: 'url', label: FIELD_LABELS.url, kind: 'text', column: true },
      { name: 'website', label: FIELD_LABELS.website, kind: 'text' },
      { name: 'email', label: FIELD_LABELS.email, kind: 'text', column: true },
      { name: 'registered_address', label: FIELD_LABELS.registered_address, kind: 'text' },
      { name: 'office_address', label: FIELD_LABELS.office_address, kind: 'text' },
      { name: 'location', label: FIELD_LABELS.location, kind: 'text' },
      { name: 'is_default', label: FIELD_LABELS.is_default, kind: 'flag', column: true },
      enabled,
      sort,
    ],
  },
];
