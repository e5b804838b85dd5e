import { COMPANY_COOKIE } from '@common/api/company';

// The chosen company lives in the `company_id` cookie for 3 years (spec section 9), which the server reads on
// every company call.

export function chooseCompany(id: number): void {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${COMPANY_COOKIE.name}=${id}; max-age=${COMPANY_COOKIE.maxAgeSeconds}; path=/; samesite=lax${secure}`;
}
