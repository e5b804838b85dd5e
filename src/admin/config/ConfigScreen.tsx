import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Badge, Button, TextField } from '@/ui';
import { FIELD_LABELS } from '@common/field-labels';
import { allows } from '../api';
import { adminMutation, useAdminQuery } from '../queries';
import { configRoute, type ConsoleRouter } from '../routing/routes';
import { operatorAtom } from '../store';
import { DataTable } from '../ui/DataTable';
import { PageTitle } from '../ui/Panel';
import { FormDialog } from '../ui/FormDialog';
import { LongText } from '../ui/LongText';
import { Select } from '../ui/Select';
import { fieldText, type ConfigField, type ConfigPage } from './config-page';
import { CONFIG_REGISTRY } from './registry';
import { NewsPage } from './NewsPage';
import { OperatorsPage } from './OperatorsPage';
import { ProtectionPage } from './ProtectionPage';
import { SettingsPage } from './SettingsPage';
import { TranslationsEditor } from './TranslationsEditor';
import { draftOf, inputOf, textProblems, writtenIn, type TextProblems, type TextsDraft } from './translations-form';
import styles from './ConfigScreen.module.css';

export function ConfigScreen() {
  const key = configRoute.useParams<ConsoleRouter>().page;
  if (key === 'settings' || key === 'announcements') return <SettingsPage key={key} scope={key} />;
  if (key === 'news') return <NewsPage />;
  if (key === 'operators') return <OperatorsPage />;
  if (key === 'protection') return <ProtectionPage />;
  const page = CONFIG_REGISTRY.find((candidate) => candidate.key === key);
  if (!page) return <p>404</p>;
  return <ConfigTable key={page.key} page={page} />;
}

/** The row being edited (no id: a new one), named by its read-only field when it has one (an instrument's code). */
export interface Editing {
  id?: number;
  name?: string | undefined;
  values: Record<string, string>;
  /** On a page whose rows have texts in several languages (page.texts): every language's title and description. */
  texts?: TextsDraft | undefined;
}

function rowsOf(data: readonly object[] | { data: object[] }): readonly object[] {
  return Array.isArray(data) ? (data as readonly object[]) : (data as { data: object[] }).data;
}

function ConfigTable({ page }: { page: ConfigPage }) {
  const { t, i18n } = useLingui();
  const operator = useAtomValue(operatorAtom);
  const list = useAdminQuery(page.list, { page: 1 });
  const [editing, setEditing] = useState<Editing | null>(null);
  const mayEdit = allows(page.save, operator?.role);
  const choiceLabel = (field: ConfigField, value: string) => {
    const option = field.options?.find((candidate) => candidate.value === value);
    return option ? i18n._(option.label) : value;
  };
  const render = (field: ConfigField) => (row: object) => {
    const value = fieldText(row, field.name);
    if (field.kind === 'flag')
      return value === '1' ? <Badge tone={field.onTone ?? 'good'}>{t`On`}</Badge> : <Badge tone="neutral">{t`Off`}</Badge>;
    if (field.kind === 'choice') return choiceLabel(field, value);
    return value || '—';
  };
  const editable = page.fields.filter((field) => !field.readOnly);
  const nameField = page.fields.find((field) => field.readOnly);
  const editingOf = (row: object): Editing => ({
    id: Number(fieldText(row, 'id')),
    name: nameField ? fieldText(row, nameField.name) : page.texts ? fieldText(row, 'title') || undefined : undefined,
    values: Object.fromEntries(editable.map((field) => [field.name, fieldText(row, field.name)])),
    texts: page.texts ? draftOf(row) : undefined,
  });
  // A row's English title and the languages it is written in, on pages whose rows have texts in several languages.
  const textColumns = page.texts
    ? [
        { key: 'title', label: i18n._(FIELD_LABELS.title), render: (row: object) => fieldText(row, 'title') || '—' },
        { key: 'languages', label: t`Languages`, render: (row: object) => writtenIn(draftOf(row)).join(', ') || '—' },
      ]
    : [];
  const blank = Object.fromEntries(
    editable.map((field) => [field.name, field.kind === 'flag' ? '1' : field.kind === 'choice' ? (field.options?.[0]?.value ?? '') : '']),
  );

  return (
    <>
      <PageTitle
        actions={
          mayEdit && page.creatable !== false ? (
            <Button size="s" onClick={() => setEditing({ values: blank, texts: page.texts ? {} : undefined })}>
              <Trans>Add</Trans>
            </Button>
          ) : null
        }
      >
        {i18n._(page.title)}
      </PageTitle>
      {!mayEdit ? (
        <p className={styles.note}>
          <Trans>Only administrators change the configuration.</Trans>
        </p>
      ) : null}
      {list.data ? (
        <DataTable
          columns={[
            { key: 'id', label: t`Id`, render: (row: object) => fieldText(row, 'id') },
            ...textColumns,
            ...page.fields
              .filter((field) => field.column)
              .map((field) => ({ key: field.name, label: i18n._(field.label), render: render(field) })),
          ]}
          rows={rowsOf(list.data)}
          rowKey={(row) => fieldText(row, 'id')}
          onOpen={mayEdit ? (row) => setEditing(editingOf(row)) : undefined}
          empty={<Trans>Nothing configured yet.</Trans>}
        />
      ) : (
        <p>{list.isError ? <Trans>The list could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>
      )}
      {editing ? <ConfigForm page={page} editing={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}

export function ConfigForm({ page, editing, onClose }: { page: ConfigPage; editing: Editing; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const [values, setValues] = useState(editing.values);
  // Pending until the lists are asked again, then the form closes. A refusal's toast names the field the server
  // refused; the form stays open to correct it.
  const save = useMutation({
    ...adminMutation(page.save, { toastSuccess: true }),
    onSuccess: async () => {
      await client.invalidateQueries();
      onClose();
    },
  });
  // What the fields' own checks find (a SWIFT/BIC, an account, an address), shown under them; a change clears its own.
  const [problems, setProblems] = useState<Readonly<Record<string, MessageDescriptor>>>({});
  const set = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setProblems((current) => Object.fromEntries(Object.entries(current).filter(([field]) => field !== name)));
  };
  // The texts in every language, checked with the save call's schema when saving (./translations-form.ts).
  const [texts, setTexts] = useState<TextsDraft>(editing.texts ?? {});
  const [textIssues, setTextIssues] = useState<TextProblems>({});
  const send = () => {
    const textsFound = page.texts ? textProblems(texts, page.texts) : {};
    setTextIssues(textsFound);
    const found = Object.fromEntries(
      page.fields.flatMap((field) => {
        const problem = field.readOnly ? null : (field.check?.(values[field.name] ?? '', values) ?? null);
        return problem ? [[field.name, problem] as const] : [];
      }),
    );
    setProblems(found);
    if (Object.keys(found).length > 0 || Object.keys(textsFound).length > 0) return;
    save.mutate({ ...values, ...(page.texts ? inputOf(texts) : {}), ...(editing.id ? { id: editing.id } : {}) });
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      title={editing.id ? (editing.name ? t`Edit ${editing.name}` : t`Edit #${editing.id}`) : t`Add`}
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
        {page.texts ? (
          <TranslationsEditor draft={texts} onChange={setTexts} problems={textIssues} descLabel={i18n._(page.texts.descLabel)} />
        ) : null}
        {page.fields
          .filter((field) => !field.readOnly)
          .map((field) => {
            const label = i18n._(field.label);
            const value = values[field.name] ?? '';
            if (field.kind === 'flag' || field.kind === 'choice') {
              const options =
                field.kind === 'flag'
                  ? [
                      { value: '1', label: t`On` },
                      { value: '0', label: t`Off` },
                    ]
                  : (field.options ?? []).map((option) => ({ value: option.value, label: i18n._(option.label) }));
              return (
                <Select
                  key={field.name}
                  name={field.name}
                  label={label}
                  hint={field.hint ? i18n._(field.hint) : undefined}
                  value={value}
                  options={options}
                  onChange={(next) => set(field.name, next)}
                />
              );
            }
            if (field.kind === 'longtext')
              return <LongText key={field.name} name={field.name} label={label} value={value} onChange={(next) => set(field.name, next)} />;
            const problem = problems[field.name];
            return (
              <TextField
                key={field.name}
                name={field.name}
                label={label}
                inputMode={field.kind === 'number' ? 'numeric' : undefined}
                hint={field.hint ? i18n._(field.hint) : undefined}
                error={problem ? i18n._(problem) : undefined}
                value={value}
                onChange={(event) => set(field.name, event.target.value)}
              />
            );
          })}
      </div>
    </FormDialog>
  );
}
