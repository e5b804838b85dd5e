import { useLingui } from '@lingui/react/macro';
import { formatPercent } from '@common/money';
import { ASSET_CLASSES, ESMA_LEVERAGE_CAPS, type LeverageCaps } from '@common/protection';
import { ASSET_CLASS_TEXT } from '@common/protection-text';

// A rule set's terms in words, as the rule-set table and a customer's protection panel both read them.

/** Whether `caps` are ESMA's retail caps exactly: the common case, said in one word instead of eight. */
export function isEsma(caps: LeverageCaps): boolean {
  return ASSET_CLASSES.every((assetClass) => caps[assetClass] === ESMA_LEVERAGE_CAPS[assetClass]);
}

export function useRuleTermsText() {
  const { t, i18n } = useLingui();
  return {
    /** "Not capped", "ESMA's retail caps (30:1 to 2:1)", or each capped class with its cap. */
    caps: (caps: LeverageCaps): string => {
      const capped = ASSET_CLASSES.filter((assetClass) => caps[assetClass] !== undefined);
      if (capped.length === 0) return t`Not capped`;
      if (isEsma(caps)) return t`ESMA's retail caps (30:1 to 2:1)`;
      return capped.map((assetClass) => `${i18n._(ASSET_CLASS_TEXT[assetClass])} ${String(caps[assetClass])}:1`).join(' · ');
    },
    /** "50%", or the platform's own level when the set has none. */
    closeOut: (level: string | null): string => (level === null ? t`Platform stop-out level` : `${formatPercent(level)}%`),
  };
}
