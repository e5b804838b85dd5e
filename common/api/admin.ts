import { endpoint } from './endpoint';
import type * as input from './input/admin';

// The back office's own API under /admin/api, for operators. Operator sessions open only these calls, and user
// sessions never open them.

export interface OperatorInfo {
  id: number;
  email: string;
}

export const adminLogin = endpoint<{ token: string; operator: OperatorInfo }, typeof input.adminLogin>()({
  method: 'POST',
  path: '/admin/api/login',
});

export const adminMe = endpoint<OperatorInfo>()({ method: 'GET', path: '/admin/api/me', auth: true });

export const adminLogout = endpoint<null>()({ method: 'POST', path: '/admin/api/logout', auth: true });
