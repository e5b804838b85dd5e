import { queryOptions } from '@tanstack/react-query';
import { getCategories } from '@common/api/market';
import type { LocaleCode } from '@common/locales';
import { api } from '@/lib/http/api';

/** The instrument categories; their names come translated by the server, so each language has its own answer. */
export const categoriesQuery = (locale: LocaleCode) =>
  queryOptions({
    queryKey: ['categories', locale],
    queryFn: () => api(getCategories, {}, { silent: true }),
  });
