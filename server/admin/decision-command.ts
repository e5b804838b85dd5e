import type { Database } from '../db/database';
import { DomainError } from '../errors';
import type { Translate } from '../i18n/catalogs';
import { findOperator } from './operators';

// The shape every back-office decision takes on the command line (wallet-commands.ts, loan-commands.ts):
//   pending [list]
//   approve <kind> <id> --as <operator email>
//   reject <kind> <id> --reason <text> --as <operator email>
// Parsing, the operator's lookup and the translated refusal live here once; each area says only how it lists its
// pending items and which service decides each kind.

export interface CommandResult {
  code: number;
  lines: string[];
}

/** One area's decisions: its kinds, its usage lines, its listing and its deciding. */
export interface DecisionCommands<Kind extends string> {
  readonly kinds: readonly Kind[];
  readonly usage: readonly string[];
  /** The listing for `pending [list]`, or null when the list is not one of the area's. */
  readonly pending: (list: string | undefined) => Promise<string[]> | null;
  /** Decides one item as `operatorId` and describes the outcome in one line. */
  readonly decide: (operatorId: number, kind: Kind, id: number, approve: boolean, reason: string) => Promise<string>;
}

function option(args: readonly string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

export async function runDecisionCommand<Kind extends string>(
  db: Database,
  translate: Translate,
  area: DecisionCommands<Kind>,
  args: readonly string[],
): Promise<CommandResult> {
  const [command, first, second] = args;
  const usage = { code: 2, lines: ['usage:', ...area.usage.map((line) => `  ${line}`)] };
  if (command === 'pending') {
    const listing = area.pending(first);
    return listing ? { code: 0, lines: await listing } : usage;
  }
  if (command !== 'approve' && command !== 'reject') return usage;
  const kind = area.kinds.find((known) => known === first);
  const id = Number(second);
  const email = option(args, '--as');
  const reason = option(args, '--reason') ?? '';
  if (!kind || !Number.isSafeInteger(id) || id <= 0 || !email) return usage;
  const operator = await findOperator(db, email);
  if (!operator) return { code: 1, lines: [`No operator ${email}.`] };
  try {
    return { code: 0, lines: [await area.decide(operator.id, kind, id, command === 'approve', reason)] };
  } catch (error) {
    if (error instanceof DomainError) return { code: 1, lines: [`${kind} ${id}: ${translate(error.descriptor, error.values)}`] };
    throw error;
  }
}
