import { dayEdgeMs } from '@common/calendar-day';
import { queueFilterSchema } from '@common/api/input/queue-filters';
import { queueFilterProblem, type QueueFilterProblem } from '@common/queue-filters';
import { refusedFields } from '@/lib/form-schema';
import type { AnyQueue } from './queue';
import { hasAmounts, type FilterDraft, type FilterField } from './queue-search';

// The filter bar's check, by the server's own rules (common/api/input/queue-filters.ts for each field,
// common/queue-filters.ts for how they agree), so the operator reads what is wrong beside the field instead of a
// refused list.

export type DraftProblem = 'not_a_day' | 'not_an_amount' | 'not_hours' | QueueFilterProblem;

/** What is wrong with the draft, field by field; an empty answer lets the filters be applied. */
export function draftProblems(queue: AnyQueue, draft: FilterDraft): Partial<Record<FilterField, DraftProblem>> {
  const problems: Partial<Record<FilterField, DraftProblem>> = {};
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const from = text(draft.from);
  const to = text(draft.to);
  if (from !== undefined && dayEdgeMs(from, false) === undefined) problems.from = 'not_a_day';
  if (to !== undefined && dayEdgeMs(to, true) === undefined) problems.to = 'not_a_day';
  const input = {
    min_amount: text(draft.min_amount),
    max_amount: text(draft.max_amount),
    older_than: text(draft.older_than),
  };
  const refused = refusedFields(queueFilterSchema, input);
  if (refused.has('min_amount')) problems.min_amount = 'not_an_amount';
  if (refused.has('max_amount')) problems.max_amount = 'not_an_amount';
  if (refused.has('older_than')) problems.older_than = 'not_hours';
  // How the fields agree, among those that are right on their own: a reversed period is said with a bad amount.
  const amountsRight = problems.min_amount === undefined && problems.max_amount === undefined;
  const found = queueFilterProblem(
    {
      from: dayEdgeMs(from, false),
      to: dayEdgeMs(to, true),
      min_amount: amountsRight ? input.min_amount : undefined,
      max_amount: amountsRight ? input.max_amount : undefined,
    },
    hasAmounts(queue),
  );
  if (found && found.field !== 'sort' && problems[found.field] === undefined) problems[found.field] = found.problem;
  return problems;
}
