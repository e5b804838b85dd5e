import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminRuleSets, adminSaveRuleSet } from '@common/api/admin-protection';
import { ASSET_CLASSES, ESMA_LEVERAGE_CAPS, RISK_WARNING_STYLES, type AssetClass } from '@common/protection';
import { Button, Switch, TextField } from '@/ui';
import { ASSET_CLASS_TEXT } from '@common/protection-text';
import { RISK_WARNING_LABELS } from '../protection/labels';
import { adminMutation } from '../queries';
import { FormDialog } from '../ui/FormDialog';
import { Select } from '../ui/Select';
import { CountriesField } from './CountriesField';
import { saveInputOf, type RuleSetDraft } from './rule-set-form';
import { hasProblems, ruleSetProblems, type RuleSetProblems } from './rule-set-validation';
import styles from './RuleSetEditor.module.css';

// One rule set's editor (admins): its name, its countries (none for the default set, which covers everyone else),
// a leverage cap per asset class with ESMA's as the hint, the close-out level in percent, whether retail clients are
// offered short-expiry options and copy trading, and the risk warning's style. The save answers every set, which
// replaces the table's; a refusal (9510: a cap no instrument of the class can meet, a country another set took
// meanwhile) is toasted and the editor stays open.

const NO_PROBLEMS: RuleSetProblems = { caps: {} };

export function RuleSetEditor({ initial, taken, onClose }: { initial: RuleSetDraft; taken: ReadonlySet<string>; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<RuleSetProblems>(NO_PROBLEMS);
  const save = useMutation({
    ...adminMutation(adminSaveRuleSet, { toastSuccess: true }),
    onSuccess: (sets) => {
      client.setQueriesData({ queryKey: [adminRuleSets.path] }, sets);
      onClose();
    },
  });
  const change = (next: Partial<RuleSetDraft>) => setDraft((current) => ({ ...current, ...next }));
  const setCap = (assetClass: AssetClass, text: string) => {
    change({ caps: { ...draft.caps, [assetClass]: text } });
    setProblems((current) => ({ ...current, caps: { ...current.caps, [assetClass]: undefined } }));
  };
  const send = () => {
    const input = saveInputOf(draft);
    const found = ruleSetProblems(input);
    setProblems(found);
    if (!hasProblems(found)) save.mutate(input);
  };
  const problem = (descriptor: RuleSetProblems['name']) => (descriptor ? i18n._(descriptor) : undefined);

  return (
    <FormDialog
      open
      onClose={onClose}
      title={initial.id === undefined ? t`New rule set` : t`Edit ${initial.name}`}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={save.isPending} onClick={send}>
            <Trans>Save</Trans>
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <p className={styles.muted}>
          <Trans>
            Rule changes apply to new orders only: open positions keep the leverage and the close-out level they were opened with.
          </Trans>
        </p>
        <TextField
          label={t`Name`}
          name="name"
          maxLength={60}
          value={draft.name}
          error={problem(problems.name)}
          onChange={(event) => {
            change({ name: event.target.value });
            setProblems((current) => ({ ...current, name: undefined }));
          }}
        />
        {draft.isDefault ? (
          <p className={styles.muted}>
            <Trans>
              The default set applies to everyone whose country is in no other set, and to accounts whose residence is not known. It has no
              countries and cannot be deleted.
            </Trans>
          </p>
        ) : (
          <CountriesField value={draft.countries} taken={taken} onChange={(countries) => change({ countries })} />
        )}
        <fieldset className={styles.caps}>
          <legend className={styles.legend}>{t`Leverage caps for retail clients`}</legend>
          <p className={styles.muted}>
            <Trans>Empty: not capped. Professional clients are never capped.</Trans>
          </p>
          <div className={styles.capGrid}>
            {ASSET_CLASSES.map((assetClass) => (
              <TextField
                key={assetClass}
                label={i18n._(ASSET_CLASS_TEXT[assetClass])}
                name={`cap_${assetClass}`}
                inputMode="numeric"
                suffix=":1"
                hint={t`ESMA: ${ESMA_LEVERAGE_CAPS[assetClass]}:1`}
                value={draft.caps[assetClass]}
                error={problem(problems.caps[assetClass])}
                onChange={(event) => setCap(assetClass, event.target.value)}
              />
            ))}
          </div>
        </fieldset>
        <TextField
          label={t`Margin close-out level`}
          name="close_out_percent"
          inputMode="decimal"
          suffix="%"
          hint={t`From 10 to 100; ESMA: 50. Empty: the platform's stop-out level. An account closes at the higher of the two.`}
          value={draft.closeOutPercent}
          error={problem(problems.closeOut)}
          onChange={(event) => {
            change({ closeOutPercent: event.target.value });
            setProblems((current) => ({ ...current, closeOut: undefined }));
          }}
        />
        <Switch
          label={t`Short-expiry options offered to retail clients`}
          name="retail_options"
          checked={draft.retailOptions}
          onChange={(retailOptions) => change({ retailOptions })}
        />
        <Switch
          label={t`Copy trading offered`}
          name="copy_trading"
          checked={draft.copyTrading}
          onChange={(copyTrading) => change({ copyTrading })}
        />
        <Select
          label={t`Risk warning`}
          name="risk_warning"
          value={draft.riskWarning}
          options={RISK_WARNING_STYLES.map((style) => ({ value: style, label: i18n._(RISK_WARNING_LABELS[style]) }))}
          onChange={(value) => {
            const style = RISK_WARNING_STYLES.find((candidate) => candidate === value);
            if (style) change({ riskWarning: style });
          }}
        />
      </div>
    </FormDialog>
  );
}
