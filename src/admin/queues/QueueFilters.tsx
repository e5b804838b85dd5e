import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FIELD_LABELS } from '@common/field-labels';
import { MAX_AGE_HOURS } from '@common/queue-filters';
import { Button, TextField } from '@/ui';
import { Select } from '../ui/Select';
import type { AnyQueue } from './queue';
import { draftProblems, type DraftProblem } from './filter-validation';
import { draftOf, hasAmounts, searchOfDraft, statusOf, type FilterDraft, type QueueSearch } from './queue-search';
import styles from './QueueScreen.module.css';

// A queue's filter bar: the status (applied at once), and the customer, a period of UTC days, an amount range in
// USD (queues with amounts) and an age in hours, applied together by Filter. Each field is checked by the server's
// own rules first, and what is wrong is said beside it. Queues outside the review machinery filter by status and
// customer only.

export function QueueFilters({
  queue,
  search,
  onSearch,
}: {
  queue: AnyQueue;
  search: QueueSearch;
  onSearch: (search: QueueSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(search));
  const [problems, setProblems] = useState<ReturnType<typeof draftProblems>>({});
  const tools = queue.tools !== undefined;
  const amounts = tools && hasAmounts(queue);
  const problemText: Readonly<Record<DraftProblem, string>> = {
    not_a_day: t`Choose a day`,
    not_an_amount: t`Write an amount in USD, such as 250 or 99.50`,
    not_hours: t`Write a whole number of hours from 1 to ${MAX_AGE_HOURS}`,
    period_reversed: t`The end of the period must come after its start`,
    amounts_reversed: t`The lowest amount must not be above the highest amount`,
    no_amount: t`This queue has no amounts`,
  };
  const field = (name: keyof FilterDraft) => ({
    name,
    value: draft[name],
    error: problems[name] ? problemText[problems[name]] : undefined,
    onChange: (event: { target: { value: string } }) => {
      setDraft({ ...draft, [name]: event.target.value });
      setProblems({ ...problems, [name]: undefined });
    },
  });
  const apply = () => {
    const found = draftProblems(queue, draft);
    setProblems(found);
    if (Object.keys(found).length === 0) onSearch({ ...search, ...searchOfDraft(draft), page: undefined });
  };
  const clear = () => {
    const empty = { customer: '', from: '', to: '', min_amount: '', max_amount: '', older_than: '' };
    setDraft(empty);
    setProblems({});
    onSearch({ status: search.status, sort: search.sort, order: search.order });
  };

  return (
    <form
      className={styles.filters}
      aria-label={t`Filters`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <Select
        label={<Trans>Status</Trans>}
        value={statusOf(queue, search)}
        options={[
          ...queue.statuses.map((option) => ({ value: String(option.value), label: i18n._(option.label) })),
          { value: 'all', label: t`All` },
        ]}
        onChange={(value) => onSearch({ ...search, status: value, page: undefined })}
      />
      <TextField className={styles.customer} label={t`Customer (id, UID or email)`} {...field('customer')} />
      {tools ? (
        <>
          <TextField className={styles.day} type="date" label={i18n._(FIELD_LABELS.from)} {...field('from')} />
          <TextField className={styles.day} type="date" label={i18n._(FIELD_LABELS.to)} {...field('to')} />
          {amounts ? (
            <>
              <TextField className={styles.amount} inputMode="decimal" label={i18n._(FIELD_LABELS.min_amount)} {...field('min_amount')} />
              <TextField className={styles.amount} inputMode="decimal" label={i18n._(FIELD_LABELS.max_amount)} {...field('max_amount')} />
            </>
          ) : null}
          <TextField className={styles.hours} inputMode="numeric" label={i18n._(FIELD_LABELS.older_than)} {...field('older_than')} />
        </>
      ) : null}
      <div className={styles.filterButtons}>
        <Button type="submit" variant="secondary" size="m">
          <Trans>Filter</Trans>
        </Button>
        <Button type="button" variant="ghost" size="m" onClick={clear}>
          <Trans>Clear filters</Trans>
        </Button>
      </div>
    </form>
  );
}
