import type { MessageDescriptor } from '@lingui/core';

/**
 * A message in one reader's language: the server's translator (server/i18n/catalogs.ts) or the PWA's i18n._. Wording
 * shared by both (a notification's, a device's) takes one, so the inbox and a push say the same thing.
 */
export type Translate = (descriptor: MessageDescriptor, values?: Record<string, unknown>) => string;
