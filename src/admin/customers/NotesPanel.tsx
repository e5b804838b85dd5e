import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { adminAddCustomerNote, adminCustomerNotes, type CustomerNote } from '@common/api/admin-customer-care';
import { NOTE_MAX_LENGTH } from '@common/customer-care';
import { Button } from '@/ui';
import { allows } from '../api';
import { timeText } from '../format';
import { adminMutation, useAdminQuery } from '../queries';
import { operatorAtom } from '../store';
import { Pager } from '../ui/Pager';
import { TextAreaField } from '../ui/TextAreaField';
import { Panel } from '../ui/Panel';
import styles from './CustomerCare.module.css';

// Operators' notes on the customer, newest first, each with its author and time. A note is plain text, shown as
// text (never as markup), kept as written and never edited: a correction is a new note. Adding one asks nothing
// first, as it moves no money and changes nothing of the customer's.

export function NotesPanel({ customerId }: { customerId: number }) {
  const { t } = useLingui();
  const operator = useAtomValue(operatorAtom);
  const [page, setPage] = useState(1);
  const [body, setBody] = useState('');
  const [missing, setMissing] = useState(false);
  const notes = useAdminQuery(adminCustomerNotes, { id: customerId, page });
  // The list is asked again after a note is added (it is first, on page 1); a refusal is toasted, the text stays.
  const add = useMutation({
    ...adminMutation(adminAddCustomerNote, { toastSuccess: true }),
    onSuccess: async () => {
      setBody('');
      setPage(1);
      await notes.refetch();
    },
  });
  const submit = () => {
    if (body.trim() === '') return setMissing(true);
    add.mutate({ id: customerId, body: body.trim() });
  };
  return (
    <Panel title={t`Notes`}>
      {allows(adminAddCustomerNote, operator?.role) ? (
        <>
          <TextAreaField
            label={<Trans>New note (operators only; the customer never sees it)</Trans>}
            name="note"
            maxLength={NOTE_MAX_LENGTH}
            value={body}
            problem={missing ? t`Write the note first.` : null}
            onChange={(value) => {
              setBody(value);
              setMissing(false);
            }}
          />
          <div className={styles.actions}>
            <Button loading={add.isPending} onClick={submit}>
              <Trans>Add note</Trans>
            </Button>
          </div>
        </>
      ) : null}
      {notes.data ? (
        <>
          <NoteList notes={notes.data.data} />
          {notes.data.total > notes.data.data.length ? <Pager page={page} total={notes.data.total} onPage={setPage} /> : null}
        </>
      ) : (
        <p className={styles.empty}>{notes.isError ? <Trans>The list could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>
      )}
    </Panel>
  );
}

function NoteList({ notes }: { notes: readonly CustomerNote[] }) {
  const { t, i18n } = useLingui();
  if (notes.length === 0)
    return (
      <p className={styles.empty}>
        <Trans>No notes yet.</Trans>
      </p>
    );
  return (
    <ol className={styles.list} aria-label={t`Notes, newest first`}>
      {notes.map((note) => (
        <li key={note.id} className={styles.item}>
          <span className={styles.meta}>
            <time dateTime={new Date(note.created_at).toISOString()}>{timeText(note.created_at, i18n.locale)}</time>
            <span dir="auto">{note.operator_email}</span>
          </span>
          <p className={styles.text} dir="auto">
            {note.body}
          </p>
        </li>
      ))}
    </ol>
  );
}
