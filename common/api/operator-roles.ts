// Who may do what in the back office. Each back-office call declares the roles it allows next to its path
// (`roles` in ./endpoint.ts); the server checks that declaration on every call, and a call declaring none is for
// admins only, so a call added without thought is safe until someone labels it.

export const OPERATOR_ROLES = ['viewer', 'support', 'finance', 'admin'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Reading: every operator. */
export const ANY_OPERATOR: readonly OperatorRole[] = OPERATOR_ROLES;
/** Customer care: identity checks, customers' sessions and suspensions, conversations. */
export const SUPPORT: readonly OperatorRole[] = ['support', 'admin'];
/** Money: deposits, withdrawals, redemptions, loans and repayments. */
export const FINANCE: readonly OperatorRole[] = ['finance', 'admin'];
/** Casework on a customer: notes and risk flags, which support and finance both keep. */
export const CASEWORK: readonly OperatorRole[] = ['support', 'finance', 'admin'];
/** The product's configuration and the operators themselves. */
export const ADMIN_ONLY: readonly OperatorRole[] = ['admin'];

/** The roles a back-office call allows: those it declares, or admins alone when it declares none. */
export function allowedRoles(call: { roles?: readonly OperatorRole[] }): readonly OperatorRole[] {
  return call.roles ?? ADMIN_ONLY;
}

export function isOperatorRole(value: unknown): value is OperatorRole {
  return typeof value === 'string' && (OPERATOR_ROLES as readonly string[]).includes(value);
}
