import { noInput } from './fields';

// What the wallet calls of ../wallet.ts accept, one schema per call under the call's name.

export const getBalance = noInput;
