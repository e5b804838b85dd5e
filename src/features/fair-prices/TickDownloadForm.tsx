import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useId, useState, type SubmitEvent } from 'react';
import type { TickDownloadFormat } from '@common/tick-download';
import { localeAtom } from '@/lib/store';
import { useOnline } from '@/lib/useOnline';
import { useTradeList } from '@/shared/market';
import { Button, Card, ChoiceChips, NativeSelect, TextField } from '@/ui';
import styles from './FairPrices.module.css';
import { saveDownload } from './save-download';
import { DURATIONS, localInputValue, rangeOf, tickDownloadUrl } from './tick-download';

const HOUR = 60 * 60 * 1000;

/**
 * Downloading the signed ticks of one instrument over a range (at most a day), as CSV or JSON, with the blocks that
 * hold them, so anyone can rebuild the chain without trusting Meridian's database.
 */
export function TickDownloadForm() {
  const { t } = useLingui();
  const ids = useId();
  const online = useOnline();
  const lang = useAtomValue(localeAtom);
  const { list } = useTradeList();
  const [picked, setPicked] = useState<number | null>(null);
  // An hour ago, to the minute: minutes are signed within two, so the last hour is there to download.
  const [start, setStart] = useState(() => localInputValue(Date.now() - HOUR));
  const [duration, setDuration] = useState<number>(HOUR);
  const [format, setFormat] = useState<TickDownloadFormat>('csv');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const forexId = picked ?? list?.[0]?.Id ?? null;
  const range = rangeOf(start, duration);

  // In the order of DURATIONS.
  // Durations, not chart periods: some languages word a candle period ("1 minute" candles) apart from a length of time.
  const durationLabels = [
    t({ message: '1 minute', context: 'duration' }),
    t({ message: '5 minutes', context: 'duration' }),
    t({ message: '15 minutes', context: 'duration' }),
    t({ message: '1 hour', context: 'duration' }),
    t({ message: '6 hours', context: 'duration' }),
    t({ message: '1 day', context: 'duration' }),
  ];

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (forexId === null || range === null) return;
    const code = list?.find((item) => item.Id === forexId)?.Code ?? String(forexId);
    setBusy(true);
    setProblem(null);
    const url = tickDownloadUrl({ forexId, ...range, format }, window.location.origin);
    void saveDownload(url, lang, `ticks-${code}.${format}`)
      .then((outcome) => {
        if (!outcome.saved) setProblem(outcome.message ?? t`The download could not be made. Check your connection and try again.`);
      })
      .finally(() => setBusy(false));
  };

  return (
    <Card as="form" aria-labelledby={`${ids}-title`} onSubmit={submit} noValidate>
      <h2 id={`${ids}-title`} className={styles.sectionTitle}>
        {t`Download ticks`}
      </h2>
      <p className={styles.muted}>
        {t`Every signed price of one instrument over a range, with the blocks that hold them. The log keeps the most recent day; minutes not signed yet are left out.`}
      </p>
      <div className={styles.field}>
        <label htmlFor={`${ids}-instrument`} className={styles.label}>
          {t`Instrument`}
        </label>
        <NativeSelect
          id={`${ids}-instrument`}
          value={forexId ?? ''}
          disabled={!list}
          onChange={(event) => setPicked(Number(event.target.value))}
        >
          {list ? (
            list.map((item) => (
              <option key={item.Id} value={item.Id}>
                {item.ShowCode}
              </option>
            ))
          ) : (
            <option value="">{t`Loading…`}</option>
          )}
        </NativeSelect>
      </div>
      <TextField
        label={t`Start (your time zone)`}
        type="datetime-local"
        dir="ltr"
        value={start}
        onChange={(event) => setStart(event.target.value)}
        error={range === null ? t`Choose a start time.` : undefined}
      />
      <div className={styles.field}>
        <label htmlFor={`${ids}-duration`} className={styles.label}>
          {t`Duration`}
        </label>
        <NativeSelect id={`${ids}-duration`} value={duration} onChange={(event) => setDuration(durationOf(event.target.value))}>
          {DURATIONS.map((value, index) => (
            <option key={value} value={value}>
              {durationLabels[index]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className={styles.field}>
        <span id={`${ids}-format`} className={styles.label}>
          {t`Format`}
        </span>
        <ChoiceChips<TickDownloadFormat>
          aria-labelledby={`${ids}-format`}
          value={format}
          onChange={setFormat}
          items={[
            // File formats' names, the same in every language.
            { key: 'csv', label: <span dir="ltr">CSV</span> },
            { key: 'json', label: <span dir="ltr">JSON</span> },
          ]}
        />
      </div>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <Button type="submit" block loading={busy} disabled={!online || forexId === null || range === null}>
        {t`Download`}
      </Button>
    </Card>
  );
}

/** The duration a select's value names; the default hour for anything else. */
function durationOf(value: string): number {
  return DURATIONS.find((duration) => String(duration) === value) ?? HOUR;
}
