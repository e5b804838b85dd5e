import type { AreaCode } from '@common/api/access';

// Area codes for the optional phone fields: "+852" and the region's name in the user's language.

/** Names an ISO 3166 region in the given language; falls back to the code itself. */
export function regionNamer(tag: string): (code: string) => string {
  let names: Intl.DisplayNames | null;
  try {
    names = new Intl.DisplayNames([tag], { type: 'region' });
  } catch {
    names = null;
  }
  return (code) => {
    try {
      return names?.of(code.toUpperCase()) ?? code;
    } catch {
      return code;
    }
  };
}

export interface AreaOption {
  id: number;
  /** ISO 3166 region code, upper case: "HK". */
  code: string;
  /** "+852" */
  dial: string;
  name: string;
}

/** The options of the area-code picker, sorted by region name in the user's language. */
export function areaOptions(areas: readonly AreaCode[], nameOf: (code: string) => string, tag: string): AreaOption[] {
  const collator = new Intl.Collator(tag);
  return areas
    .map((area) => ({
      id: area.id,
      code: area.code.toUpperCase(),
      dial: `+${area.global_code.replace(/^\+/, '')}`,
      name: nameOf(area.code),
    }))
    .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
}
