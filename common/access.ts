// The limits of what a user types to get in (spec section 5): the forms check them as the server does.

/** A password's length, in characters. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
/** The longest email address (RFC 5321's path limit). */
export const EMAIL_MAX = 254;
