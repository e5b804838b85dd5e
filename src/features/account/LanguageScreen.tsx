import { useRouter } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '@common/locales';
import { changeLocale } from '@/lib/i18n';
import { localeAtom } from '@/lib/store';
import { CheckIcon, ListGroup, ListItem, PageHeader } from '@/ui';

/** The 18 languages in their own names; the current one does nothing, another applies and goes back. */
export function LanguageScreen() {
  const { t } = useLingui();
  const router = useRouter();
  const current = useAtomValue(localeAtom);
  const goBack = () => (router.history.canGoBack() ? router.history.back() : void router.navigate({ to: '/' }));

  const choose = async (code: LocaleCode) => {
    if (code === current) return;
    await changeLocale(code);
    goBack();
  };

  return (
    <>
      <PageHeader title={t`Language`} onBack={goBack} />
      <ListGroup>
        {LOCALE_CODES.map((code) => (
          <ListItem
            key={code}
            title={<span lang={LOCALES[code].tag}>{LOCALES[code].nativeName}</span>}
            trailing={code === current ? <CheckIcon aria-label={t`Current language`} /> : null}
            onClick={() => void choose(code)}
            chevron={false}
            aria-current={code === current ? 'true' : undefined}
          />
        ))}
      </ListGroup>
    </>
  );
}
