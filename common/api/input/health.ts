import { noInput } from './fields';

// What the health call of ../health.ts accepts.

export const getHealth = noInput;
