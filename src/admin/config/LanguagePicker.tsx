import { useLingui } from '@lingui/react/macro';
import { LOCALE_CODES, LOCALES, SOURCE_LOCALE, type LocaleCode } from '@common/locales';
import { Select } from '../ui/Select';
import styles from './LanguagePicker.module.css';

// Which language of an operator-written text is being edited, and which are written: each language by its own name,
// English marked as required, a written one ticked, and a line naming the written ones. The news editor and the
// funds' and loan terms' texts share it.

export function LanguagePicker({
  value,
  written,
  onChange,
  only,
}: {
  value: LocaleCode;
  written: readonly LocaleCode[];
  onChange: (lang: LocaleCode) => void;
  /** The languages offered, when not all (a new article starts in English). */
  only?: readonly LocaleCode[];
}) {
  const { t } = useLingui();
  const options = (only ?? LOCALE_CODES).map((code) => {
    const language = LOCALES[code].nativeName;
    const name = code === SOURCE_LOCALE ? t`${language} (required)` : language;
    return { value: code, label: written.includes(code) ? `${name} ✓` : name };
  });
  const names = written.map((code) => LOCALES[code].nativeName).join(', ');
  const count = written.length;
  const total = LOCALE_CODES.length;
  return (
    <div className={styles.picker}>
      <Select label={t`Language`} name="lang" value={value} options={options} onChange={(next) => onChange(next as LocaleCode)} />
      <p className={styles.written} data-testid="written-languages">
        {written.length === 0 ? t`Not written in any language yet` : t`Written in ${count} of ${total} languages: ${names}`}
      </p>
    </div>
  );
}
