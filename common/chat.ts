// The support chat's limits, which the form, the schema (common/api/input/chat.ts) and the server share.

/** The longest message, in characters. */
export const CHAT_MAX_MESSAGE = 2000;

/** A guest's device id: random, long enough that it cannot be guessed, since it is the guest's only key. */
export const DEVICE_ID = /^[A-Za-z0-9_-]{32,64}$/;
