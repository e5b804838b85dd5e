import { useLingui } from '@lingui/react/macro';
import { DemoNotice } from '@/shared/demo-guard';

/**
 * What a demo account sees in place of the security screens: it holds no real money, so it has no second factor,
 * recovery codes or security log (the server refuses it with 2001 anyway). Told as a fact, with the way to a real
 * account, not as an error.
 */
export function DemoSecurityNotice() {
  const { t } = useLingui();
  return (
    <DemoNotice
      text={t`A demo account holds no real money, so it has no authenticator app, recovery codes or security log. Register a real account to protect your money with them.`}
    />
  );
}
