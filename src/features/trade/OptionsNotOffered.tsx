import { useLingui } from '@lingui/react/macro';
import styles from './MicroForm.module.css';
import formStyles from './OrderForm.module.css';

/**
 * In place of the option form when the client's rules offer no short-expiry options (issue 38: options_offered is
 * false, as where regulators ban them for retail clients): why, in one paragraph, and no form (the server would
 * refuse the order, 9503).
 */
export function OptionsNotOffered() {
  const { t } = useLingui();
  return (
    <section className={formStyles.form} aria-label={t`Option order`} data-testid="options-not-offered">
      <p className={styles.notOffered}>
        {t`Short-expiry options are not offered to retail clients in your country of residence. Regulators there ban them for retail clients because most lose money.`}
      </p>
    </section>
  );
}
