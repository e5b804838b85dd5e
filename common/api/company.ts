import { ANY_OPERATOR } from './operator-roles';
import { endpoint } from './endpoint';
import type * as input from './input/company';
import type { Page } from './page';

// The company directory (spec sections 2, 3 and 9): the company whose site this is (chosen by the `company_id`
// cookie, else the default one), whether this is the main site (its search finds companies rather than
// instruments), and the search by name. Operators manage companies under /admin/api/company.

/** The cookie that remembers the chosen company, kept 3 years (spec section 9). */
export const COMPANY_COOKIE = { name: 'company_id', maxAgeSeconds: 3 * 365 * 24 * 60 * 60 } as const;

export const COMPANY_SEARCH_LIMIT = 20;

export interface Company {
  id: number;
  name: string;
  subject: string;
  logo: string;
  url: string;
  registered_address: string;
  location: string;
  email: string;
  office_address: string;
  website: string;
}

export interface CompanyStatus {
  /** 1 on the main site: the search finds companies (setting `is_main`); 0: it finds instruments. */
  is_main: 0 | 1;
  /** The company the visitor's cookie chose, or the default one. */
  company_id: number;
}

export const getCompany = endpoint<Company>()({ method: 'GET', path: '/api/company/getCompany' });
export const getCompanyStatus = endpoint<CompanyStatus>()({ method: 'GET', path: '/api/company/getCompanyStatus' });
export const searchCompany = endpoint<Company[], typeof input.searchCompany>()({ method: 'GET', path: '/api/company/search' });

export interface AdminCompany extends Company {
  enabled: boolean;
  is_default: boolean;
  sort: number;
}

const admin = { auth: true, encoding: 'form' } as const;

export const adminCompanies = endpoint<Page<AdminCompany>, typeof input.adminCompanies>()({
  ...admin,
  roles: ANY_OPERATOR,
  method: 'GET',
  path: '/admin/api/company/list',
});
/** Without an id creates a company, with one updates it; `is_default` 1 makes it the default (and no other). */
export const adminSaveCompany = endpoint<AdminCompany, typeof input.adminSaveCompany>()({
  ...admin,
  method: 'POST',
  path: '/admin/api/company/save',
});
