import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { adminDeleteRuleSet, adminRuleSets, adminSaveRuleSet, type RuleSet } from '@common/api/admin-protection';
import { Badge, Button, ConfirmDialog } from '@/ui';
import { allows } from '../api';
import { RISK_WARNING_LABELS } from '../protection/labels';
import { countryText, useRegionName } from '../protection/regions';
import { useRuleTermsText } from '../protection/terms';
import { adminMutation, useAdminQuery } from '../queries';
import { operatorAtom } from '../store';
import { DataTable } from '../ui/DataTable';
import { Panel } from '../ui/Panel';
import { blankDraft, draftOf, type RuleSetDraft } from './rule-set-form';
import { RuleSetEditor } from './RuleSetEditor';
import styles from './ProtectionPage.module.css';

// The jurisdiction rule sets as a table, the default one first and marked; admins add, edit and delete them (the
// default set is never deleted: it covers everyone no other set does). Every operator reads them.

export function RuleSetsSection() {
  const { t, i18n } = useLingui();
  const operator = useAtomValue(operatorAtom);
  const client = useQueryClient();
  const sets = useAdminQuery(adminRuleSets, {});
  const terms = useRuleTermsText();
  const nameOf = useRegionName();
  const [editing, setEditing] = useState<RuleSetDraft | null>(null);
  const [deleting, setDeleting] = useState<RuleSet | null>(null);
  const remove = useMutation({
    ...adminMutation(adminDeleteRuleSet, { toastSuccess: true }),
    onSuccess: (answer) => {
      client.setQueriesData({ queryKey: [adminRuleSets.path] }, answer);
      setDeleting(null);
    },
  });
  const mayEdit = allows(adminSaveRuleSet, operator?.role);
  const yesNo = (value: boolean) => (value ? <Badge tone="good">{t`Yes`}</Badge> : <Badge>{t`No`}</Badge>);
  // The countries the other sets hold, which the editor does not offer (a country is in one set at most).
  const takenBesides = (id: number | undefined) =>
    new Set((sets.data ?? []).filter((set) => set.id !== id).flatMap((set) => set.countries));
  const countries = (set: RuleSet) => {
    if (set.is_default) return <span className={styles.muted}>{t`Everyone else`}</span>;
    const names = set.countries.map((code) => countryText(code, nameOf)).join(', ');
    return (
      <span className={styles.countries} title={names}>
        <strong>{set.countries.length}</strong> {set.countries.map(nameOf).join(', ')}
      </span>
    );
  };

  return (
    <Panel
      title={t`Rule sets`}
      actions={
        mayEdit ? (
          <Button size="s" onClick={() => setEditing(blankDraft())}>
            <Trans>Add a rule set</Trans>
          </Button>
        ) : null
      }
    >
      {!mayEdit ? (
        <p className={styles.muted}>
          <Trans>Only administrators change the rule sets.</Trans>
        </p>
      ) : null}
      {sets.data ? (
        <DataTable
          columns={[
            {
              key: 'name',
              label: t`Name`,
              render: (set: RuleSet) => (
                <span className={styles.name}>
                  {set.name} {set.is_default ? <Badge tone="waiting">{t`Default`}</Badge> : null}
                </span>
              ),
            },
            { key: 'countries', label: t`Countries`, render: countries },
            { key: 'caps', label: t`Leverage caps (retail)`, render: (set) => terms.caps(set.leverage_caps) },
            { key: 'close_out', label: t`Close-out level`, render: (set) => terms.closeOut(set.close_out_level) },
            { key: 'options', label: t`Options for retail`, render: (set) => yesNo(set.retail_options) },
            { key: 'copy', label: t`Copy trading`, render: (set) => yesNo(set.copy_trading) },
            { key: 'warning', label: t`Risk warning`, render: (set) => i18n._(RISK_WARNING_LABELS[set.risk_warning]) },
            ...(mayEdit
              ? [
                  {
                    key: 'actions',
                    label: t`Actions`,
                    render: (set: RuleSet) => (
                      <div className={styles.actions}>
                        <Button size="s" variant="secondary" onClick={() => setEditing(draftOf(set))}>
                          <Trans>Edit</Trans>
                        </Button>
                        {set.is_default ? null : (
                          <Button size="s" variant="secondary" onClick={() => setDeleting(set)}>
                            <Trans>Delete</Trans>
                          </Button>
                        )}
                      </div>
                    ),
                  },
                ]
              : []),
          ]}
          rows={sets.data}
          rowKey={(set) => set.id}
          empty={<Trans>No rule sets.</Trans>}
        />
      ) : (
        <p>{sets.isError ? <Trans>The list could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>
      )}
      {editing ? <RuleSetEditor initial={editing} taken={takenBesides(editing.id)} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting ? t`Delete “${deleting.name}”?` : ''}
        message={<Trans>Its countries fall to the default set: their residents get the default rules on their next orders.</Trans>}
        confirmLabel={t`Delete`}
        danger
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
        onCancel={() => setDeleting(null)}
        className={styles.confirm}
      />
    </Panel>
  );
}
