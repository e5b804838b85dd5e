import { Plural, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { LimitsOverview } from '@common/api/protection';
import { useDateTime } from '@/lib/useFormat';
import { useOnline } from '@/lib/useOnline';
import { Button, Card, Checkbox, ChoiceChips, Dialog } from '@/ui';
import type { LimitsChanges } from './useLimitsChanges';
import styles from './Limits.module.css';

/** The lengths offered, in months (within common/protection.ts's 6 to 60), or no end. */
const CHOICES = [6, 12, 24, 60, 'indefinite'] as const;
type Choice = (typeof CHOICES)[number];

/**
 * Self-exclusion (issue 38): for 6 months to 5 years, or with no end, the account may only close positions and
 * withdraw. Nothing on the screen is stronger: the dialog asks the user to say they understand it cannot be undone
 * before it is sent. Once in force, its end (or that it has none).
 */
export function SelfExclusionSection({ overview, exclusion }: { overview: LimitsOverview; exclusion: LimitsChanges['exclusion'] }) {
  const { t } = useLingui();
  const titleId = useId();
  const online = useOnline();
  const time = useDateTime();
  const [choice, setChoice] = useState<Choice | null>(null);
  const [asking, setAsking] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const excludedUntil = overview.excluded_until === null ? '' : time(overview.excluded_until);
  const close = () => {
    setAsking(false);
    setUnderstood(false);
  };
  const length = (option: Choice) => (option === 'indefinite' ? t`Indefinitely` : <Plural value={option} one="# month" other="# months" />);

  let state: string | null = null;
  if (overview.excluded_indefinitely) state = t`You have excluded yourself indefinitely. You can still close positions and withdraw.`;
  else if (overview.excluded_until !== null)
    state = t`You have excluded yourself until ${excludedUntil}. You can still close positions and withdraw.`;

  return (
    <Card aria-labelledby={titleId} data-testid="self-exclusion">
      <h2 id={titleId} className={styles.sectionTitle}>
        {t`Self-exclusion`}
      </h2>
      {state !== null ? (
        <p className={styles.state} role="status">
          {state}
        </p>
      ) : (
        <>
          <p className={styles.muted}>
            {t`If trading is no longer fun, exclude yourself: no trading, deposits or following traders for the time you choose. You can still close positions and withdraw.`}
          </p>
          <ChoiceChips<Choice>
            aria-label={t`How long`}
            items={CHOICES.map((option) => ({ key: option, label: length(option) }))}
            value={choice}
            onChange={setChoice}
          />
          <Button
            variant="danger"
            block
            disabled={!online || choice === null}
            loading={exclusion.isPending}
            onClick={() => setAsking(true)}
          >
            {t`Exclude myself`}
          </Button>
        </>
      )}
      <Dialog
        open={asking && choice !== null}
        onClose={close}
        role="alertdialog"
        title={
          choice === 'indefinite' ? (
            t`Exclude yourself with no end?`
          ) : (
            <Plural value={choice ?? 0} one="Exclude yourself for # month?" other="Exclude yourself for # months?" />
          )
        }
        actions={
          <>
            <Button variant="secondary" onClick={close}>
              {t`Cancel`}
            </Button>
            <Button
              variant="danger"
              disabled={!understood}
              onClick={() => {
                if (choice !== null) exclusion.mutate(choice === 'indefinite' ? { indefinite: true } : { months: choice });
                close();
              }}
            >
              {t`Exclude me`}
            </Button>
          </>
        }
      >
        <div className={styles.dialogBody}>
          <p>
            {choice === 'indefinite'
              ? t`You will not be able to trade, deposit or follow traders again. Only closing positions and withdrawing stay open.`
              : t`For the time you chose, you will not be able to trade, deposit or follow traders. Only closing positions and withdrawing stay open.`}
          </p>
          <p className={styles.problem}>{t`This cannot be ended early, not even by customer service.`}</p>
          <Checkbox checked={understood} onChange={setUnderstood} label={t`I understand that I cannot end it early`} />
        </div>
      </Dialog>
    </Card>
  );
}
