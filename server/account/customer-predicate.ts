import { assert } from '../assert';

// Who counts as a customer: a person with their own money at stake. A demo account plays with granted money, and a
// simulated trader (users.simulated, issue 32 defect 4) with the house's own; neither belongs in a figure about
// customers: the console's money figures, counts and lists, the risk warning's share of losing accounts,
// statements. Every such query says "customers only" through these two, never with its own copy of the condition,
// so a new kind of non-customer account is left out everywhere by changing this file alone.

/** What may be spliced into SQL here: a table alias or a qualified column, always the code's own, never input. */
const SQL_NAME = /^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/;

/** SQL that holds when the `users` row under `alias` is a customer's. */
export function customerUser(alias: string): string {
  assert(SQL_NAME.test(alias), () => `not an SQL alias: ${alias}`);
  return `(NOT ${alias}.is_demo AND NOT ${alias}.simulated)`;
}

/** SQL that holds when `userId` (SQL naming a user's id, such as `j.user_id`) is a customer's. */
export function isCustomer(userId: string): string {
  assert(SQL_NAME.test(userId), () => `not an SQL column: ${userId}`);
  return `EXISTS (SELECT 1 FROM users cu WHERE cu.id = ${userId} AND ${customerUser('cu')})`;
}
