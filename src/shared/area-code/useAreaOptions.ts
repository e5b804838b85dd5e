import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { intlTag } from '@/lib/i18n';
import { localeAtom } from '@/lib/store';
import { areaOptions, regionNamer, type AreaOption } from './areas';
import { areasQuery } from './queries';

/** The area-code picker's options, named and sorted in the user's language. */
export function useAreaOptions(): AreaOption[] {
  const locale = useAtomValue(localeAtom);
  const areas = useQuery(areasQuery).data;
  return useMemo(() => {
    const tag = intlTag(locale);
    return areaOptions(areas ?? [], regionNamer(tag), tag);
  }, [areas, locale]);
}
