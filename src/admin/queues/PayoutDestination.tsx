import { useLingui } from '@lingui/react/macro';
import type { AdminWithdrawal } from '@common/api/admin-wallet';
import { DRAW_TYPE } from '@common/wallet';
import { CopyFigures, type CopyFigure } from '@/ui';
import { amountText } from '../format';
import styles from './PayoutDestination.module.css';

// Where a withdrawal is paid, as the customer's payout method was when they asked (the request keeps it whole): what
// an operator types into the bank's or the wallet's payment form, each with a copy button, and the amount to send
// in the payout currency. Once paid out, the reference it was sent with.

export function PayoutDestination({ item }: { item: AdminWithdrawal }) {
  const { t, i18n } = useLingui();
  const amount = { label: t`Amount to send`, value: `${amountText(item.real_number, i18n.locale)} ${item.currency_code}` };
  const coin = `${item.currency_code} ${item.protocol}`.trim();
  const figures: CopyFigure[] =
    item.type === DRAW_TYPE.bank
      ? [
          { label: t`Payee name`, value: item.payee_name },
          { label: t`Account number or IBAN`, value: item.payee_account },
          { label: t`Bank`, value: item.bank_name },
          { label: t`SWIFT/BIC`, value: item.bank_swift },
          { label: t`Bank address`, value: item.bank_address },
          { label: t`Currency received`, value: item.receipt_currency },
          amount,
        ]
      : [{ label: t`Address (${coin})`, value: item.address }, amount];
  if (item.payment_reference !== '') figures.push({ label: t`Payment reference`, value: item.payment_reference });
  return (
    <section className={styles.destination} aria-labelledby="payout-destination">
      <h3 id="payout-destination" className={styles.heading}>
        {t`Pay to`}
      </h3>
      <CopyFigures figures={figures} />
    </section>
  );
}
