// Loans are lent and repaid in the funding account's currency. The loan contract carries no currency field, so the
// screens name it here, once (noted for the server's engineer: a `currency_code` on the config would replace this).
export const LOAN_CURRENCY = 'USD';
