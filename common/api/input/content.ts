import * as z from 'zod/mini';
import { noInput, page } from './fields';

// What the content calls of ../content.ts accept, one schema per call under the call's name.

export const inviteList = z.object({ page });
export const companyEmail = noInput;
export const announcement = noInput;
