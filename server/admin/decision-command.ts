import type { Database } from '../db/database';
import { DomainError } from '../errors';
import type { Translate } from '../i18n/catalogs';
import { findOperator } from './operators';

// The shape every back-office decision takes on the command line (wallet-commands.ts, loan-commands.ts):
//   pending [list]
//   approve <kind> <id> [--reference <payment reference>] --as <operator email>
//   reject <kind> <id> --reason <text> --as <operator email>
// Parsing, the operator's lookup and the translated refusal live here once; each area says only how it lists its
// pending items and which service decides each kind.

export interface CommandResult {
  code: number;
  lines: string[];
}

/** How many pending items one listing shows, oldest first. */
const LIST_LIMIT = 20;

/** The kinds an area decides and the lists that name them (`charges` lists `charge`). */
export interface DecisionKinds<Kind extends string> {
  readonly kinds: readonly Kind[];
  readonly lists: Readonly<Record<string, Kind>>;
  /** Whether `pending` without a list lists every kind (the wallet's) or is a mistake (the loans'). */
  readonly listsAllByDefault: boolean;
}

/**
 * One decision asked for on the command line: approve or reject one item of one kind, with the reason given, and
 * the payment reference for a payout (a withdrawal's completion needs one; the service says so when missing).
 */
export interface DecisionRequest<Kind extends string> {
  readonly kind: Kind;
  readonly id: number;
  readonly approve: boolean;
  readonly reason: string;
  readonly reference: string;
}

/** One area's decisions: its kinds, its listing of the kinds asked for, and its deciding. */
export interface DecisionCommands<Kind extends string> extends DecisionKinds<Kind> {
  /** The listing of one kind's waiting items. */
  readonly pending: (kind: Kind) => Promise<string[]>;
  /** Decides one item as `operatorId` and describes the outcome in one line. */
  readonly decide: (operatorId: number, request: DecisionRequest<Kind>) => Promise<string>;
}

/** The usage lines of an area's commands, from its kinds and lists. */
export function decisionUsage({ kinds, lists, listsAllByDefault }: DecisionKinds<string>): string[] {
  const listNames = Object.keys(lists).join('|');
  const kindNames = kinds.join('|');
  return [
    `npm run operator -- pending ${listsAllByDefault ? `[${listNames}]` : `<${listNames}>`}`,
    `npm run operator -- approve <${kindNames}> <id> [--reference "<payment reference>"] --as <operator email>`,
    `npm run operator -- reject <${kindNames}> <id> --reason "<text>" --as <operator email>`,
  ];
}

/** A listing: its title with the count waiting, then one line for each of the oldest. */
export function pendingLines<Item>(title: string, page: { total: number; data: readonly Item[] }, line: (item: Item) => string): string[] {
  return [`${title}: ${page.total}`, ...page.data.slice(0, LIST_LIMIT).map((item) => `  ${line(item)}`)];
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
  const usage = { code: 2, lines: ['usage:', ...decisionUsage(area).map((line) => `  ${line}`)] };
  if (command === 'pending') {
    const listed = first === undefined ? (area.listsAllByDefault ? area.kinds : null) : area.lists[first];
    if (!listed) return usage;
    // One kind after another, in the order the area names them: the listing reads top to bottom.
    const lines: string[] = [];
    for (const kind of typeof listed === 'string' ? [listed] : listed) lines.push(...(await area.pending(kind)));
    return { code: 0, lines };
  }
  if (command !== 'approve' && command !== 'reject') return usage;
  const kind = area.kinds.find((known) => known === first);
  const id = Number(second);
  const email = option(args, '--as');
  const reason = option(args, '--reason') ?? '';
  const reference = option(args, '--reference') ?? '';
  if (!kind || !Number.isSafeInteger(id) || id <= 0 || !email) return usage;
  const operator = await findOperator(db, email);
  if (!operator) return { code: 1, lines: [`No operator ${email}.`] };
  try {
    return { code: 0, lines: [await area.decide(operator.id, { kind, id, approve: command === 'approve', reason, reference })] };
  } catch (error) {
    if (error instanceof DomainError) return { code: 1, lines: [`${kind} ${id}: ${translate(error.descriptor, error.values)}`] };
    throw error;
  }
}
