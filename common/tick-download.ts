// The tick download's bounds (issue 37, GET /api/ticks/download in ./api/ticks.ts): what the form offers, the schema
// accepts and the server refuses past.

/** The longest range one download may ask: a day of one instrument. */
export const TICK_DOWNLOAD_MAX_MS = 24 * 60 * 60 * 1000;
export const TICK_DOWNLOAD_FORMATS = ['csv', 'json'] as const;
export type TickDownloadFormat = (typeof TICK_DOWNLOAD_FORMATS)[number];
