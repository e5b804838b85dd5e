import { queryOptions } from '@tanstack/react-query';
import { announcement, companyEmail } from '@common/api/content';
import type { LocaleCode } from '@common/locales';
import { api } from '@/lib/http/api';

// The account pages' calls, one definition each.

export const companyEmailQuery = () => queryOptions({ queryKey: ['company-email'], queryFn: () => api(companyEmail, {}) });
export const announcementQuery = (lang: LocaleCode) =>
  queryOptions({ queryKey: ['announcement', lang], queryFn: () => api(announcement, {}) });
