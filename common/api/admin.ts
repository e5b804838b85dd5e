import * as z from 'zod/mini';
import { endpoint } from './endpoint';

// The back office's own API under /admin/api, for operators. Operator sessions open only these calls, and user
// sessions never open them.

export interface OperatorInfo {
  id: number;
  email: string;
}

export const adminLogin = endpoint<{ token: string; operator: OperatorInfo }>()({
  method: 'POST',
  path: '/admin/api/login',
  input: z.object({
    email: z.string().check(z.trim(), z.toLowerCase(), z.maxLength(254), z.email()),
    password: z.string().check(z.minLength(1), z.maxLength(128)),
  }),
});

export const adminMe = endpoint<OperatorInfo>()({ method: 'GET', path: '/admin/api/me', auth: true, input: z.object({}) });

export const adminLogout = endpoint<null>()({ method: 'POST', path: '/admin/api/logout', auth: true, input: z.object({}) });
