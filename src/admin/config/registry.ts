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
import type { ConfigField, ConfigPage } from './config-page';
import { DRAW_TYPE, FEE_TYPE } from '@common/wallet';

// The configuration pages built from a declaration (the settings, announcements, news and operators have their own
// pages). Adding one is a declaration here and a line in ./pages.ts.

const enabled: ConfigField = { name: 'enabled', label: msg`Enabled`, kind: 'flag', column: true };
const sort: ConfigField = { name: 'sort', label: msg`Position in lists`, kind: 'number', column: true };

export const CONFIG_REGISTRY: readonly ConfigPage[] = [
  {
    key: 'instruments',
    title: msg`Instruments`,
    list: adminInstruments,
    save: adminSaveInstrument,
    // A new instrument needs a price feed and a contract size: not something a form adds.
    creatable: false,
    fields: [
      { name: 'show_code', label: msg`Instrument`, kind: 'text', column: true, readOnly: true },
      {
        name: 'listed',
        label: msg`Listed`,
        kind: 'flag',
        hint: msg`Off hides it from customers and refuses new orders; open positions can still be closed`,
        column: true,
      },
      {
        name: 'halted',
        label: msg`Trading halted`,
        kind: 'flag',
        onTone: 'bad',
        hint: msg`No new orders and no pending fills; positions can still be closed while there is a price`,
        column: true,
      },
      { name: 'multiples', label: msg`Leverage choices`, kind: 'text', hint: msg`Comma-separated, such as 10,20,50`, column: true },
      {
        name: 'fee_rate',
        label: msg`Fee rate`,
        kind: 'text',
        hint: msg`Per lot or per unit of margin, by the setting trade_fee_type`,
        column: true,
      },
      { name: 'min_lots', label: msg`Minimum lots`, kind: 'text', column: true },
      { name: 'pip', label: msg`Lot step`, kind: 'text', column: true },
      { name: 'max_lots', label: msg`Maximum lots`, kind: 'text', hint: msg`Empty for 10,000 times the minimum`, column: true },
    ],
  },
  {
    key: 'micro-options',
    title: msg`Option expiries`,
    list: adminMicroOptions,
    save: adminSaveMicroOption,
    fields: [
      { name: 'seconds', label: msg`Seconds`, kind: 'number', column: true },
      {
        name: 'profit_ratio',
        label: msg`Profit ratio`,
        kind: 'text',
        hint: msg`What a win pays per unit staked, such as 0.85`,
        column: true,
      },
      { name: 'limit_amount', label: msg`Minimum amount (USD)`, kind: 'text', column: true },
      { ...enabled, label: msg`Offered` },
      sort,
    ],
  },
  {
    key: 'withdraw-currencies',
    title: msg`Withdrawal currencies and fees`,
    list: adminWithdrawCurrencies,
    save: adminSaveWithdrawCurrency,
    fields: [
      { name: 'code', label: msg`Currency`, kind: 'text', column: true },
      { name: 'protocol', label: msg`Network`, kind: 'text', column: true },
      {
        name: 'type',
        label: msg`Paid out by`,
        kind: 'choice',
        options: [
          { value: String(DRAW_TYPE.coin), label: msg`Coin` },
          { value: String(DRAW_TYPE.bank), label: msg`Bank transfer` },
        ],
        column: true,
      },
      {
        name: 'fee_type',
        label: msg`Fee type`,
        kind: 'choice',
        options: [
          { value: String(FEE_TYPE.fixed), label: msg`Fixed amount (USD)` },
          { value: String(FEE_TYPE.share), label: msg`Share of the amount` },
        ],
        column: true,
      },
      {
        name: 'draw_rate',
        label: msg`Fee`,
        kind: 'text',
        hint: msg`USD for a fixed fee; a fraction such as 0.01 for a share`,
        column: true,
      },
      { name: 'usd_price', label: msg`Units paid per USD`, kind: 'text', column: true },
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
      { name: 'name', label: msg`Currency`, kind: 'text', column: true },
      { name: 'protocol', label: msg`Network`, kind: 'text', column: true },
      { name: 'address', label: msg`Receiving address`, kind: 'text', hint: msg`Empty for bank transfers only`, column: true },
      {
        name: 'usd_price',
        label: msg`Units per USD`,
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
      { name: 'collect_currency_id', label: msg`Deposit currency (id)`, kind: 'number', column: true },
      { name: 'bank_name', label: msg`Bank`, kind: 'text', column: true },
      { name: 'bank_address', label: msg`Bank address`, kind: 'text' },
      { name: 'bank_swift', label: msg`SWIFT`, kind: 'text', column: true },
      { name: 'payee_name', label: msg`Payee`, kind: 'text', column: true },
      { name: 'payee_account', label: msg`Account number`, kind: 'text', column: true },
      { name: 'bank_remark', label: msg`Note for the customer`, kind: 'text' },
      enabled,
      sort,
    ],
  },
  {
    key: 'funds',
    title: msg`Funds`,
    list: adminFunds,
    save: adminSaveFund,
    fields: [
      { name: 'title', label: msg`Title`, kind: 'text', column: true },
      { name: 'image', label: msg`Picture address`, kind: 'text' },
      { name: 'dividend_percentage', label: msg`Daily income (%)`, kind: 'text', column: true },
      { name: 'staring_sub_amount', label: msg`Minimum (USD)`, kind: 'text', column: true },
      { name: 'max_sub_amount', label: msg`Maximum (USD)`, kind: 'text', column: true },
      { name: 'lock_dividend_days', label: msg`Days locked`, kind: 'number', column: true },
      { name: 'liquidated_damages', label: msg`Early redemption penalty (%)`, kind: 'text', column: true },
      {
        name: 'refund_mode',
        label: msg`Early redemption`,
        kind: 'choice',
        options: [
          { value: String(FUND_REFUND_MODE.immediate), label: msg`At once` },
          { value: String(FUND_REFUND_MODE.approval), label: msg`After approval` },
        ],
        column: true,
      },
      { name: 'desc', label: msg`Terms`, kind: 'longtext' },
      enabled,
      sort,
    ],
  },
  {
    key: 'loan-configs',
    title: msg`Loan terms`,
    list: adminLoanConfigs,
    save: adminSaveLoanConfig,
    fields: [
      { name: 'loan_period', label: msg`Period (days)`, kind: 'number', column: true },
      { name: 'min_amount', label: msg`Minimum (USD)`, kind: 'text', column: true },
      { name: 'max_amount', label: msg`Maximum (USD)`, kind: 'text', column: true },
      {
        name: 'interest_rate',
        label: msg`Daily interest`,
        kind: 'text',
        hint: msg`In hundredths of a percent a day: 5 is 0.05%`,
        column: true,
      },
      { name: 'free_period', label: msg`Interest-free days`, kind: 'number', column: true },
      {
        name: 'penalty_rate',
        label: msg`Daily late fee`,
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
      { name: 'currency_code', label: msg`Currency`, kind: 'text', column: true },
      { name: 'protocol_code', label: msg`Network`, kind: 'text', column: true },
      { name: 'address', label: msg`Receiving address`, kind: 'text', column: true },
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
      { name: 'name', label: msg`Name`, kind: 'text', column: true },
      { name: 'subject', label: msg`Line of business`, kind: 'text' },
      { name: 'logo', label: msg`Logo address`, kind: 'text' },
      { name: 'url', label: msg`Site address`, kind: 'text', column: true },
      { name: 'website', label: msg`Website`, kind: 'text' },
      { name: 'email', label: msg`Email`, kind: 'text', column: true },
      { name: 'registered_address', label: msg`Registered address`, kind: 'text' },
      { name: 'office_address', label: msg`Office address`, kind: 'text' },
      { name: 'location', label: msg`Location`, kind: 'text' },
      { name: 'is_default', label: msg`Default company`, kind: 'flag', column: true },
      enabled,
      sort,
    ],
  },
];
