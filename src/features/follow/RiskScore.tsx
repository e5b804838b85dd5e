import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { RiskInputs } from '@common/api/follow';
import { NO_NEW_FOLLOWERS_RISK, RISK_BANDS_PERCENT, RISK_WINDOW_DAYS, riskBand } from '@common/follow-risk';
import { Decimal } from '@common/money';
import { formatAmountText } from '@/lib/format';
import { Badge, BottomSheet, Button, type BadgeTone } from '@/ui';
import { useFollowFormat } from './useFollowFormat';
import styles from './Follow.module.css';

/** The calm scores in green, the middle ones amber, from the one that stops new followers up in red. */
function riskTone(score: number): BadgeTone {
  if (score >= NO_NEW_FOLLOWERS_RISK) return 'bad';
  return score <= 3 ? 'good' : 'waiting';
}

/** A trader's risk score, 1 (calm) to 10 (wild), as a badge; "not rated" before there is history. */
export function RiskBadge({ score }: { score: number | null }) {
  const { t } = useLingui();
  if (score === null) return <Badge>{t`Risk not rated yet`}</Badge>;
  return (
    <span data-testid="risk-score">
      <Badge tone={riskTone(score)}>{t`Risk ${score}/10`}</Badge>
    </span>
  );
}

/** The risk badge with a button that opens how the score is worked out. */
export function RiskScore({ score, inputs }: { score: number | null; inputs: RiskInputs | null }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <span className={styles.metaRow}>
      <RiskBadge score={score} />
      <Button variant="ghost" size="s" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t`How is risk scored?`}
      </Button>
      <BottomSheet open={open} onClose={() => setOpen(false)} title={t`Risk score`}>
        <RiskHelp inputs={inputs} />
      </BottomSheet>
    </span>
  );
}

/** The published bands (common/follow-risk.ts), so a follower can check a score against the figures. */
function RiskHelp({ inputs }: { inputs: RiskInputs | null }) {
  const { t } = useLingui();
  const format = useFollowFormat();
  const percent = (value: string) => formatAmountText(value, format.tag);
  const days = RISK_WINDOW_DAYS;
  const stop = NO_NEW_FOLLOWERS_RISK;
  const scores = Array.from({ length: RISK_BANDS_PERCENT.length + 1 }, (_, index) => index + 1);
  const bandText = (score: number) => {
    const band = riskBand(score);
    const from = percent(band.from);
    if (band.below === null) return t`${score}: ${from} % or more`;
    const below = percent(band.below);
    return score === 1 ? t`${score}: daily returns vary by less than ${below} %` : t`${score}: from ${from} % to less than ${below} %`;
  };
  const own = inputs ? percent(new Decimal(inputs.daily_volatility).times(100).toFixed(2)) : null;
  const ownDays = inputs?.days ?? 0;
  return (
    <div className={styles.help} data-testid="risk-help">
      <p className={styles.hint}>
        {t`The risk score, from 1 (calm) to 10 (wild), comes from how much the trader's daily returns varied (their standard deviation) over the last ${days} days.`}
      </p>
      <ul className={styles.bands}>
        {scores.map((score) => (
          <li key={score}>{bandText(score)}</li>
        ))}
      </ul>
      <p
        className={styles.hint}
      >{t`Traders at ${stop} or above take no new followers until their score falls. Those who follow them already keep their follow.`}</p>
      {own !== null ? <p className={styles.hint}>{t`This trader's daily returns varied by ${own} % over ${ownDays} days.`}</p> : null}
    </div>
  );
}
