import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { ClientProfile } from '@common/api/protection';
import { formatPercent } from '@common/money';
import { decimalText } from '@common/number-text';
import { ASSET_CLASSES } from '@common/protection';
import { ASSET_CLASS_TEXT, CLIENT_CATEGORY_TEXT } from '@common/protection-text';
import { useFormat } from '@/lib/useFormat';
import { useStopOutLevel } from '@/shared/account';
import { useAreaOptions } from '@/shared/area-code/useAreaOptions';
import { ResidenceSheet } from '@/shared/protection';
import { countryOptions } from '@/shared/protection/countries';
import { ListGroup, ListItem } from '@/ui';
import styles from './Limits.module.css';

/**
 * The client profile and the rules it brings (issue 38), at the top of the limits screen: where the client lives,
 * their category, and what their rule set allows them: leverage caps, the margin close-out level, options and copy
 * trading. Said once by the client; a change goes through support, who record it. A client who has not said where
 * they live is asked here too.
 */
export function ProfileSection({ profile, disabled }: { profile: ClientProfile; disabled: boolean }) {
  const { t, i18n } = useLingui();
  const { tag } = useFormat();
  const platformLevel = useStopOutLevel();
  const areas = useAreaOptions();
  const country = useMemo(() => countryOptions(areas).find((option) => option.code === profile.residence), [areas, profile.residence]);
  const [asking, setAsking] = useState(false);
  const percent = (ratio: string) => `${decimalText(formatPercent(ratio), tag)}%`;
  const caps = ASSET_CLASSES.flatMap((assetClass) => {
    const cap = profile.leverage_caps[assetClass];
    return cap === undefined ? [] : [`${i18n._(ASSET_CLASS_TEXT[assetClass])} ${decimalText(String(cap), tag)}:1`];
  });
  const offered = (yes: boolean) => (yes ? t`Offered` : t`Not offered`);
  const told = profile.residence !== null;
  return (
    <ListGroup card inset={false} title={t`Your client profile`}>
      <p className={styles.groupNote}>
        {t`The rules that protect you follow from where you live. To change your country or category, contact support, who keep a record of the change.`}
      </p>
      <ListItem
        title={t`Country of residence`}
        trailing={
          <span className={told ? styles.amount : styles.none}>{told ? (country?.name ?? profile.residence) : t`Not told yet`}</span>
        }
        disabled={disabled}
        onClick={told ? undefined : () => setAsking(true)}
      />
      <ListItem
        title={t`Client category`}
        trailing={<span className={styles.amount}>{i18n._(CLIENT_CATEGORY_TEXT[profile.category])}</span>}
      />
      <ListItem title={t`Rules that apply`} trailing={<span className={styles.amount}>{profile.rule_set.name}</span>} />
      <ListItem
        title={t`Leverage caps`}
        description={
          caps.length === 0 ? undefined : (
            <span className={styles.rowLines}>
              {caps.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </span>
          )
        }
        trailing={caps.length === 0 ? <span className={styles.none}>{t`None`}</span> : undefined}
      />
      <ListItem
        title={t`Margin close-out level`}
        description={t`Your positions close when your equity falls to this share of the margin they use.`}
        trailing={
          <span className={styles.amount} dir="ltr">
            {percent(profile.close_out_level ?? platformLevel)}
          </span>
        }
      />
      <ListItem title={t`Short-expiry options`} trailing={<span className={styles.amount}>{offered(profile.options_offered)}</span>} />
      <ListItem title={t`Copy trading`} trailing={<span className={styles.amount}>{offered(profile.copy_trading_offered)}</span>} />
      {asking ? <ResidenceSheet open onClose={() => setAsking(false)} /> : null}
    </ListGroup>
  );
}
