import { Trans, useLingui } from '@lingui/react/macro';
import type { CustomerDetail } from '@common/api/admin-console';
import { amountText, timeText } from '../format';
import { ConsoleLink } from '../routing/links';
import { Facts } from '../ui/Facts';
import { AccountState } from './AccountState';
import { FlagBadges } from './FlagBadges';

/** Who the customer is and what they hold: shown beside every queue item and at the top of their page. */
export function CustomerSummary({ customer }: { customer: CustomerDetail }) {
  const { t, i18n } = useLingui();
  const accountName = (kind: string) =>
    kind === 'funding' ? t`Funding` : kind === 'micro' ? t`Options` : kind === 'forex' ? t`Contracts` : kind;
  const identity =
    customer.identity_status === 2
      ? t`Verified`
      : customer.identity_status === 1
        ? t`Waiting for review`
        : customer.identity_status === 0
          ? t`Rejected`
          : t`Not submitted`;
  return (
    <>
      <Facts
        items={[
          [
            t`Customer`,
            <ConsoleLink
              to="/customers/$id"
              params={{ id: String(customer.id) }}
            >{`${customer.uid} · ${customer.email ?? customer.mobile ?? ''}`}</ConsoleLink>,
          ],
          [t`Account`, <AccountState customer={customer} />],
          [t`Real name`, identity],
          [t`Risk flags`, customer.flags.length > 0 ? <FlagBadges flags={customer.flags} /> : '—'],
          [t`Registered`, timeText(customer.created_at, i18n.locale)],
          ...customer.accounts.map(
            (account) =>
              [
                accountName(account.kind),
                <Trans key={account.kind}>
                  {amountText(account.available, i18n.locale)} available · {amountText(account.locked, i18n.locale)} locked
                </Trans>,
              ] as const,
          ),
        ]}
      />
    </>
  );
}
