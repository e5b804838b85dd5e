import * as z from 'zod/mini';
import { PUBLIC_SETTING_KEYS } from '../settings';
import { noInput } from './fields';

// What the settings calls of ../settings.ts accept, one schema per call under the call's name.

export const getBasicInfo = noInput;

export const getSetting = z.object({ key: z.enum(PUBLIC_SETTING_KEYS) });
