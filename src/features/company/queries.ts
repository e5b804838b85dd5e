import { queryOptions } from '@tanstack/react-query';
import { getCompany, getCompanyStatus, searchCompany } from '@common/api/company';
import { api } from '@/lib/http/api';

// The company calls, one definition each. They answer by the company cookie, not by session: choosing a company
// refreshes everything under COMPANY_KEY.

export const COMPANY_KEY = 'company';

export const companyStatusQuery = () =>
  queryOptions({ queryKey: [COMPANY_KEY, 'status'], queryFn: () => api(getCompanyStatus, {}, { silent: true }) });
export const currentCompanyQuery = () => queryOptions({ queryKey: [COMPANY_KEY, 'current'], queryFn: () => api(getCompany, {}) });
export const companySearchQuery = (name: string) =>
  queryOptions({ queryKey: [COMPANY_KEY, 'search', name], queryFn: () => api(searchCompany, { name }, { silent: true }) });
