import { useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useAtom, useAtomValue } from 'jotai';
import { LOCALES } from '@common/locales';
import { localeAtom, oneTapTradingAtom, themeChoiceAtom } from '@/lib/store';
import { resolveTheme } from '@/lib/theme';
import { GlobeIcon, ListItem, MoonIcon, Switch, TransferIcon } from '@/ui';

/** The language row (to the picker), the dark-theme and one-tap trading switches, as the account centre and settings show them. */
export function PreferenceRows() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const locale = useAtomValue(localeAtom);
  const [themeChoice, setThemeChoice] = useAtom(themeChoiceAtom);
  const [oneTap, setOneTap] = useAtom(oneTapTradingAtom);
  return (
    <>
      <ListItem
        icon={<GlobeIcon />}
        title={t`Language`}
        trailing={<span lang={LOCALES[locale].tag}>{LOCALES[locale].nativeName}</span>}
        onClick={() => void navigate({ to: '/language' })}
      />
      <ListItem
        icon={<MoonIcon />}
        title={t`Dark theme`}
        trailing={
          <Switch
            checked={resolveTheme(themeChoice) === 'dark'}
            onChange={(on) => setThemeChoice(on ? 'dark' : 'light')}
            label={t`Dark theme`}
            hideLabel
          />
        }
      />
      <ListItem
        icon={<TransferIcon />}
        title={t`One-tap trading`}
        description={t`Send orders at the first tap, without confirming them`}
        trailing={<Switch checked={oneTap} onChange={setOneTap} label={t`One-tap trading`} hideLabel />}
      />
    </>
  );
}
