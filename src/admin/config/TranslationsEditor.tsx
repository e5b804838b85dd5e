import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LOCALES, SOURCE_LOCALE, type LocaleCode } from '@common/locales';
import { TextField } from '@/ui';
import { FIELD_LABELS } from '@common/field-labels';
import { LongText } from '../ui/LongText';
import { LanguagePicker } from './LanguagePicker';
import { NO_TEXT, writtenIn, type TextProblems, type TextsDraft } from './translations-form';
import styles from './TranslationsEditor.module.css';

// A row's title and description in each language (./translations-form.ts): a language picker that ticks the
// languages written, and the chosen language's two fields, in that language's direction. A language with a problem
// (found when saving) is opened at once, so its message is seen.

export function TranslationsEditor({
  draft,
  onChange,
  problems,
  descLabel,
}: {
  draft: TextsDraft;
  onChange: (draft: TextsDraft) => void;
  problems: TextProblems;
  descLabel: string;
}) {
  const { t, i18n } = useLingui();
  const [chosen, setChosen] = useState<LocaleCode>(SOURCE_LOCALE);
  const firstProblem = (Object.keys(problems) as LocaleCode[])[0];
  const [shownProblem, setShownProblem] = useState(firstProblem);
  // A new problem found on saving opens its language (once: the operator may then pick another).
  if (firstProblem !== shownProblem) {
    setShownProblem(firstProblem);
    if (firstProblem) setChosen(firstProblem);
  }
  const lang = chosen;
  const text = draft[lang] ?? NO_TEXT;
  const info = LOCALES[lang];
  const set = (field: 'title' | 'desc', value: string) => onChange({ ...draft, [lang]: { ...text, [field]: value } });
  const problem = problems[lang];
  return (
    <fieldset className={styles.texts}>
      <legend className={styles.legend}>{t`Title and description in each language`}</legend>
      <LanguagePicker value={lang} written={writtenIn(draft)} onChange={setChosen} />
      <div lang={info.tag} dir={info.dir} className={styles.fields}>
        <TextField
          name={`title.${lang}`}
          label={`${i18n._(FIELD_LABELS.title)} (${info.nativeName})`}
          value={text.title}
          error={problem ? i18n._(problem) : undefined}
          hint={lang === SOURCE_LOCALE ? undefined : t`Leave both empty for English to be shown in this language`}
          onChange={(event) => set('title', event.target.value)}
        />
        <LongText
          name={`desc.${lang}`}
          label={`${descLabel} (${info.nativeName})`}
          value={text.desc}
          onChange={(value) => set('desc', value)}
        />
      </div>
    </fieldset>
  );
}
