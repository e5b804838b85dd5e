import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { intlTag } from '@/lib/i18n';
import { regionNamer } from '@/shared/area-code/areas';

// Countries as the console shows them: the region's name in the operator's language (Intl.DisplayNames, as the
// app names area codes), with its ISO code beside it, since codes are what the rules and the audit log hold.

export interface CountryOption {
  code: string;
  name: string;
}

/** Names an ISO code in the console's language: "Germany". */
export function useRegionName(): (code: string) => string {
  const { i18n } = useLingui();
  return useMemo(() => regionNamer(intlTag(i18n.locale)), [i18n.locale]);
}

/** `codes` named and sorted by name in the console's language. */
export function useCountryOptions(codes: readonly string[]): CountryOption[] {
  const { i18n } = useLingui();
  const nameOf = useRegionName();
  return useMemo(() => {
    const collator = new Intl.Collator(intlTag(i18n.locale));
    return codes.map((code) => ({ code, name: nameOf(code) })).sort((a, b) => collator.compare(a.name, b.name));
  }, [codes, nameOf, i18n.locale]);
}

/** "Germany (DE)": the name to read, the code to match what the audit log and the rules hold. */
export function countryText(code: string, nameOf: (code: string) => string): string {
  const name = nameOf(code);
  return name === code ? code : `${name} (${code})`;
}
