import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { browserSupportsWebAuthn, startAuthentication } from '@simplewebauthn/browser';
import type { LoginResult } from '@common/api/access';
import { passkeyLogin, passkeyLoginOptions } from '@common/api/passkeys';
import { api } from '@/lib/http/api';
import { ceremonyFailureOf } from '@/shared/security';
import { Button, toast } from '@/ui';

/**
 * "Sign in with a passkey" (issue 33): no email, no password; the browser offers the passkeys it holds for Meridian
 * and the one chosen names the account. Shown only where the browser can use passkeys. A cancelled choice is
 * silent; a refusal is toasted by the client.
 */
export function PasskeySignInButton({ disabled, onSignedIn }: { disabled: boolean; onSignedIn: (result: LoginResult) => Promise<void> }) {
  const { t } = useLingui();
  const signingIn = useMutation({
    mutationKey: [passkeyLogin.method, passkeyLogin.path],
    retry: false,
    gcTime: 0,
    mutationFn: async () => {
      const made = await api(passkeyLoginOptions, {});
      const answer = await startAuthentication({ optionsJSON: made.options }).catch((error: unknown) => {
        // A prompt the user closed is not a problem to report.
        if (ceremonyFailureOf(error) !== 'cancelled') toast.show(t`Your device could not use the passkey. Try again.`, 'error');
        throw error;
      });
      await onSignedIn(await api(passkeyLogin, { challenge_id: made.challenge_id, response: JSON.stringify(answer) }));
    },
  });
  if (!browserSupportsWebAuthn()) return null;
  return (
    <Button variant="secondary" size="l" block loading={signingIn.isPending} disabled={disabled} onClick={() => signingIn.mutate()}>
      {t`Sign in with a passkey`}
    </Button>
  );
}
