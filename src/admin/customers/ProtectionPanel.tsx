import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { adminCustomerProtection, adminSetCategory, adminSetResidence, type CustomerProtection } from '@common/api/admin-protection';
import { Badge, Button } from '@/ui';
import { allows } from '../api';
import { CLIENT_CATEGORY_TEXT } from '@common/protection-text';
import { countryText, useRegionName } from '../protection/regions';
import { useRuleTermsText } from '../protection/terms';
import { useAdminQuery } from '../queries';
import { operatorAtom } from '../store';
import { Facts } from '../ui/Facts';
import { Panel } from '../ui/Panel';
import { OwnLimits } from './OwnLimits';
import { CategoryDialog, ResidenceDialog } from './ProtectionChanges';
import styles from './ProtectionPanel.module.css';

// A customer's protection (issue 38): where they live and so which rule set applies, their category (with the
// operator's reasons for a professional one), what the set means for them (caps, options, copy trading) and the
// limits they set on themselves. Support changes the residence and the category, each with a reason for the audit
// log; every operator reads.

type Change = 'residence' | 'category' | null;

export function ProtectionPanel({ customerId }: { customerId: number }) {
  const { t } = useLingui();
  const operator = useAtomValue(operatorAtom);
  const protection = useAdminQuery(adminCustomerProtection, { id: customerId });
  const [change, setChange] = useState<Change>(null);
  const mayChangeResidence = allows(adminSetResidence, operator?.role);
  const mayChangeCategory = allows(adminSetCategory, operator?.role);
  const actions =
    mayChangeResidence || mayChangeCategory ? (
      <>
        {mayChangeResidence ? (
          <Button size="s" variant="secondary" onClick={() => setChange('residence')}>
            <Trans>Change residence</Trans>
          </Button>
        ) : null}
        {mayChangeCategory ? (
          <Button size="s" variant="secondary" onClick={() => setChange('category')}>
            <Trans>Set category</Trans>
          </Button>
        ) : null}
      </>
    ) : null;

  if (!protection.data)
    return (
      <Panel title={t`Protection`}>
        <p className={styles.empty}>{protection.isError ? <Trans>This could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>
      </Panel>
    );
  const { profile } = protection.data;
  return (
    <Panel title={t`Protection`} actions={actions}>
      <ProfileFacts protection={protection.data} />
      <OwnLimits limits={protection.data.limits} />
      {change === 'residence' ? (
        <ResidenceDialog customerId={customerId} current={profile.residence} onClose={() => setChange(null)} />
      ) : null}
      {change === 'category' ? <CategoryDialog customerId={customerId} current={profile.category} onClose={() => setChange(null)} /> : null}
    </Panel>
  );
}

function ProfileFacts({ protection }: { protection: CustomerProtection }) {
  const { t, i18n } = useLingui();
  const nameOf = useRegionName();
  const terms = useRuleTermsText();
  const { profile, category_reason: reason } = protection;
  const offered = (yes: boolean) => (yes ? <Badge tone="good">{t`Offered`}</Badge> : <Badge tone="bad">{t`Not offered`}</Badge>);
  const professional = profile.category === 'professional';
  return (
    <Facts
      items={[
        [t`Residence`, profile.residence === null ? t`Not told yet` : countryText(profile.residence, nameOf)],
        [
          t`Category`,
          professional ? (
            <span className={styles.category}>
              <Badge tone="waiting">{i18n._(CLIENT_CATEGORY_TEXT.professional)}</Badge>
              {reason ? (
                <span className={styles.reason} dir="auto">
                  {reason}
                </span>
              ) : null}
            </span>
          ) : (
            i18n._(CLIENT_CATEGORY_TEXT.retail)
          ),
        ],
        [t`Rule set`, profile.rule_set.name],
        // What applies to this client: a professional client is not capped whatever the set says.
        [t`Leverage caps`, professional ? t`Not capped (professional client)` : terms.caps(profile.leverage_caps)],
        [t`Close-out level of the set`, terms.closeOut(profile.rule_set.close_out_level)],
        [t`Short-expiry options`, offered(profile.options_offered)],
        [t`Copy trading`, offered(profile.copy_trading_offered)],
      ]}
    />
  );
}
