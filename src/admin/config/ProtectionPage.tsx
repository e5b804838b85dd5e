import { Trans } from '@lingui/react/macro';
import { PageTitle } from '../ui/Panel';
import { RiskFiguresSection } from './RiskFiguresSection';
import { RuleSetsSection } from './RuleSetsSection';
import styles from './ProtectionPage.module.css';

// Client protection (issue 38): the jurisdiction rule sets and the risk warning's figure. The page says what a change
// does and whose responsibility the rules are, since the sets the server starts with are examples, not legal advice.

export function ProtectionPage() {
  return (
    <>
      <PageTitle>
        <Trans>Client protection</Trans>
      </PageTitle>
      <div className={styles.page}>
        <div className={styles.notice} role="note">
          <p>
            <Trans>
              Rule changes apply to new orders only: open positions keep the leverage and the close-out level they were opened with.
            </Trans>
          </p>
          <p>
            <Trans>
              Configuring these rules for a real licence is the operator's responsibility: the sets shipped follow ESMA's retail measures as
              an example, not as legal advice.
            </Trans>
          </p>
        </div>
        <RuleSetsSection />
        <RiskFiguresSection />
      </div>
    </>
  );
}
