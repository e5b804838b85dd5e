import type { AreaOption } from '@/shared/area-code/areas';

/** A country of residence to choose: its ISO code (upper case, as the server takes it) and its name. */
export interface CountryOption {
  code: string;
  name: string;
}

/**
 * The countries of the area list, in its order (by name in the user's language): the list has a row per dialling
 * code, and a country with two codes is one country of residence.
 */
export function countryOptions(areas: readonly AreaOption[]): CountryOption[] {
  const byCode = new Map<string, CountryOption>();
  for (const area of areas) if (!byCode.has(area.code)) byCode.set(area.code, { code: area.code, name: area.name });
  return [...byCode.values()];
}
