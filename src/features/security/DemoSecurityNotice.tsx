import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Button, Notice } from '@/ui';

/**
 * What a demo account sees in place of the security screens: it holds no real money, so it has no second factor,
 * recovery codes or security log (the server refuses it with 2001 anyway). Told as a fact, with the way to a real
 * account, not as an error.
 */
export function DemoSecurityNotice() {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <Notice
      title={t`Demo account`}
      text={t`A demo account holds no real money, so it has no authenticator app, recovery codes or security log. Register a real account to protect your money with them.`}
    >
      <Button variant="primary" onClick={() => void navigate({ to: '/register' })}>
        {t`Register`}
      </Button>
      <Button variant="secondary" onClick={() => void navigate({ to: '/login' })}>
        {t`Log in`}
      </Button>
    </Notice>
  );
}
