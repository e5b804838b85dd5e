import { useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState, type SubmitEvent } from 'react';
import type { QuietHours } from '@common/api/notify';
import { TIME_OF_DAY } from '@common/push';
import { useOnline } from '@/lib/useOnline';
import { Button, Card, NativeSelect, Switch, TextField } from '@/ui';
import { quietHoursDraft, timeZoneChoices } from './quiet-hours';
import { useSaveSettings } from './useSaveSettings';
import styles from './NotifySettings.module.css';

/**
 * Quiet hours: no pushes between two times of the day in a time zone; the inbox still records. The switch, the
 * times and the zone are saved together. The server refuses equal times, and so does the form, before sending.
 */
export function QuietHoursSection({ quiet }: { quiet: QuietHours }) {
  const { t } = useLingui();
  const titleId = useId();
  const zoneId = useId();
  const online = useOnline();
  const saving = useSaveSettings();
  const [draft, setDraft] = useState(() => quietHoursDraft(quiet, browserTimeZone()));
  const [problem, setProblem] = useState<string | null>(null);
  const zones = useMemo(() => timeZoneChoices(draft.time_zone), [draft.time_zone]);
  const change = (part: Partial<QuietHours>) => {
    setDraft((current) => ({ ...current, ...part }));
    setProblem(null);
    saving.reset();
  };
  const save = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!TIME_OF_DAY.test(draft.from) || !TIME_OF_DAY.test(draft.to)) return setProblem(t`Enter both times as hours and minutes.`);
    if (draft.enabled && draft.from === draft.to) return setProblem(t`Quiet hours must start and end at different times.`);
    saving.mutate({ quiet_enabled: draft.enabled ? '1' : '0', quiet_from: draft.from, quiet_to: draft.to, time_zone: draft.time_zone });
  };
  const refusal = saving.error instanceof Error ? saving.error.message : null;

  return (
    <Card as="form" aria-labelledby={titleId} className={styles.quietForm} onSubmit={save} noValidate data-testid="quiet-hours">
      <h2 id={titleId} className={styles.sectionTitle}>
        {t`Quiet hours`}
      </h2>
      <p className={styles.muted}>{t`No notifications are pushed to your devices between these times. Your inbox still records them.`}</p>
      <Switch className={styles.switchRow} label={t`Quiet hours on`} checked={draft.enabled} onChange={(enabled) => change({ enabled })} />
      <div className={styles.times}>
        <TextField
          label={t`From`}
          type="time"
          value={draft.from}
          required
          onChange={(event) => change({ from: event.currentTarget.value })}
        />
        <TextField label={t`To`} type="time" value={draft.to} required onChange={(event) => change({ to: event.currentTarget.value })} />
      </div>
      <div className={styles.field}>
        <label className={styles.fieldLabel} htmlFor={zoneId}>
          {t`Time zone`}
        </label>
        <NativeSelect id={zoneId} value={draft.time_zone} onChange={(event) => change({ time_zone: event.currentTarget.value })}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </NativeSelect>
      </div>
      {(problem ?? refusal) ? (
        <p className={styles.error} role="alert">
          {problem ?? refusal}
        </p>
      ) : null}
      {saving.isSuccess ? (
        <p className={styles.muted} role="status">
          {t`Quiet hours saved.`}
        </p>
      ) : null}
      <Button type="submit" block disabled={!online} loading={saving.isPending}>
        {t`Save quiet hours`}
      </Button>
    </Card>
  );
}

/** The zone this device is set to, which the form offers when quiet hours are off. */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}
