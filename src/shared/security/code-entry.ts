// What the step-up dialog accepts before it asks the server: the shape of the two kinds of code, and the form they are
// sent in. The server checks them again (common/api/input/security.ts): this only spares the user a round trip for
// a code that cannot be right, and forgives the spaces and dashes people type or paste.

/** How the user confirms: a code of the authenticator app, or one of their recovery codes. */
export type CodeKind = 'app' | 'recovery';

/** An authenticator app's code as typed: its digits only, at most six. */
export function appCodeInput(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 6);
}

/**
 * The code to send, or null when it cannot be one of its kind: six digits, or a recovery code's sixteen letters and
 * digits (sent in groups of four with dashes, as it was handed out, whatever the spacing typed).
 */
export function codeToSend(kind: CodeKind, typed: string): string | null {
  if (kind === 'app') {
    const digits = typed.replace(/\s/g, '');
    return /^\d{6}$/.test(digits) ? digits : null;
  }
  const compact = typed.replace(/[\s-]/g, '').toUpperCase();
  if (!/^[A-Z0-9]{16}$/.test(compact)) return null;
  return compact.replace(/(.{4})(?=.)/g, '$1-');
}
