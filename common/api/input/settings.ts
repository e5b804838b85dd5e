import * as z from 'zod/mini';
import { noInput } from './fields';
import { PUBLIC_SETTING_KEYS } from '../../settings';

// What the settings calls of ../settings.ts accept, one schema per call under the call's name.

export const getBasicInfo = noInput;

export const getSetting = z.object({ key: z.enum(PUBLIC_SETTING_KEYS) });
