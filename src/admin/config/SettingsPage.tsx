import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { adminSaveSetting, adminSettings, type SettingEntry } from '@common/api/admin-console';
import { ANNOUNCEMENT_KEY_PREFIX } from '@common/api/admin-settings';
import { fieldLabel } from '@common/field-labels';
import type { SettingKey } from '@common/api/input/admin-console';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '@common/locales';
import { Button, TextField } from '@/ui';
import { allows } from '../api';
import { timeText } from '../format';
import { adminMutation, useAdminQuery } from '../queries';
import { operatorAtom } from '../store';
import { PageTitle, Panel } from '../ui/Panel';
import { LongText } from '../ui/LongText';
import { Select } from '../ui/Select';
import styles from './SettingsPage.module.css';

// The product's settings, one row per key the server lets operators change (SETTING_RULES in common/api/input):
// what each means, its value, and a save per row. Keys with a fixed set of values are chosen, not typed. The
// announcements are settings too (one per language, `announcement.<lang>`), on a page of their own: the same
// rows and the same save call, so there is one way to change a setting.

/** What a setting means; its name is its field label (common/field-labels.ts), which the server's refusals use too. */
interface SettingMeaning {
  help: MessageDescriptor;
  choices?: readonly { value: string; label: MessageDescriptor }[];
}

const MEANINGS: Readonly<Record<string, SettingMeaning>> = {
  trade_fee_type: {
    help: msg`How the fee of a contract order is worked out from the instrument's fee rate.`,
    choices: [
      { value: '1', label: msg`Lots x fee rate` },
      { value: '2', label: msg`Margin x fee rate` },
    ],
  },
  four_eyes_above: {
    help: msg`A withdrawal or a loan payout above this amount is paid out only when a second operator approves it after the first.`,
  },
  simulated_follow_real: {
    help: msg`Whether real-money accounts may follow the simulated traders. Demo accounts always may.`,
    choices: [
      { value: '0', label: msg`Demo accounts only` },
      { value: '1', label: msg`Real money too` },
    ],
  },
  stop_out_level: { help: msg`Positions close when equity falls to this share of the margin in use (0 to 1).` },
  micro_loss_level: {
    help: msg`What a lost option costs.`,
    choices: [
      { value: '0', label: msg`The whole amount` },
      { value: '1', label: msg`Amount x profit ratio` },
    ],
  },
  micro_amounts: { help: msg`Up to 8 amounts in USD, separated by commas.` },
  verify_reg_type: {
    help: msg`How a new customer proves they are a person.`,
    choices: [
      { value: '1', label: msg`A code sent by email` },
      { value: '2', label: msg`A picture captcha` },
    ],
  },
  service_link: { help: msg`The customer-service page the app opens; empty for none.` },
  service_link_type: {
    help: msg`Where the support chat opens in the app.`,
    choices: [
      { value: '1', label: msg`Inside the app` },
      { value: '2', label: msg`In the browser` },
    ],
  },
  is_show_mobile: {
    help: msg`Whether customers may register and sign in with a phone number.`,
    choices: [
      { value: '1', label: msg`Shown` },
      { value: '0', label: msg`Hidden` },
    ],
  },
  service_status: {
    help: msg`The start check: closed sends every visitor to the notice address.`,
    choices: [
      { value: '0', label: msg`Open` },
      { value: '1', label: msg`Closed` },
    ],
  },
  service_notice_type: { help: msg`A short word for why the service is closed, such as maintenance.` },
  service_notice_url: { help: msg`The page visitors see while the service is closed.` },
};

const isAnnouncement = (key: string) => key.startsWith(ANNOUNCEMENT_KEY_PREFIX);

/** The language an announcement key is for, by its own name ("announcement.fr": Français). */
function announcementLanguage(key: string): string {
  const code = key.slice(ANNOUNCEMENT_KEY_PREFIX.length);
  return (LOCALE_CODES as readonly string[]).includes(code) ? LOCALES[code as LocaleCode].nativeName : code;
}

export function SettingsPage({ scope }: { scope: 'settings' | 'announcements' }) {
  const { t } = useLingui();
  const operator = useAtomValue(operatorAtom);
  const settings = useAdminQuery(adminSettings, {});
  const mayEdit = allows(adminSaveSetting, operator?.role);
  const shown = settings.data?.filter((entry) => isAnnouncement(entry.key) === (scope === 'announcements'));
  return (
    <>
      <PageTitle>{scope === 'announcements' ? <Trans>Announcements</Trans> : <Trans>Settings</Trans>}</PageTitle>
      {!mayEdit ? (
        <p className={styles.note}>
          <Trans>Only administrators change the configuration.</Trans>
        </p>
      ) : null}
      {scope === 'announcements' ? (
        <p className={styles.note}>
          <Trans>Plain text shown on the app's home screen, one per language; empty shows none in that language.</Trans>
        </p>
      ) : null}
      {shown ? (
        <Panel title={scope === 'announcements' ? t`Announcement per language` : t`Product settings`}>
          <div className={styles.rows}>
            {shown.map((entry) => (
              <SettingRow key={entry.key} entry={entry} editable={mayEdit} onSaved={() => void settings.refetch()} />
            ))}
          </div>
        </Panel>
      ) : (
        <p>{settings.isError ? <Trans>The settings could not be loaded.</Trans> : <Trans>Loading…</Trans>}</p>
      )}
    </>
  );
}

function SettingRow({ entry, editable, onSaved }: { entry: SettingEntry; editable: boolean; onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const [value, setValue] = useState(entry.value);
  // A refusal's toast says what was wrong with the value.
  const save = useMutation({ ...adminMutation(adminSaveSetting, { toastSuccess: true }), onSuccess: onSaved });
  const meaning = MEANINGS[entry.key];
  const announcement = isAnnouncement(entry.key);
  const named = fieldLabel(entry.key);
  const label = announcement ? announcementLanguage(entry.key) : named ? i18n._(named) : entry.key;
  return (
    <div className={announcement ? `${styles.row} ${styles.wide}` : styles.row} data-setting={entry.key}>
      <div className={styles.meaning}>
        <strong>{label}</strong> <code>{entry.key}</code>
        {meaning ? <p>{i18n._(meaning.help)}</p> : null}
        <p className={styles.changed}>{entry.updated_at ? t`Changed ${timeText(entry.updated_at, i18n.locale)}` : t`Default value`}</p>
      </div>
      <div className={styles.value}>
        {meaning?.choices ? (
          <Select
            label={label}
            name={entry.key}
            value={value}
            options={meaning.choices.map((choice) => ({ value: choice.value, label: i18n._(choice.label) }))}
            onChange={setValue}
          />
        ) : announcement ? (
          <LongText label={label} name={entry.key} rows={3} maxLength={2000} value={value} readOnly={!editable} onChange={setValue} />
        ) : (
          <TextField label={label} name={entry.key} value={value} readOnly={!editable} onChange={(event) => setValue(event.target.value)} />
        )}
        {editable ? (
          <Button
            size="s"
            loading={save.isPending}
            disabled={value === entry.value}
            onClick={() => save.mutate({ key: entry.key as SettingKey, value })}
          >
            <Trans>Save</Trans>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
