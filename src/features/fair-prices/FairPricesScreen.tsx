import { useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { useGoBack } from '@/lib/go-back';
import { intlTag } from '@/lib/i18n';
import { localeAtom } from '@/lib/store';
import { Card, PageHeader } from '@/ui';
import styles from './FairPrices.module.css';
import { PublicKeyCard } from './PublicKeyCard';
import { TickDownloadForm } from './TickDownloadForm';

/** The command that checks a downloaded proof outside Meridian, from Meridian's repository (tools/verify-ticks.ts). */
const VERIFY_COMMAND = 'npx tsx tools/verify-ticks.ts proof.json';

/**
 * /mine/fair-prices (issue 37), for everyone, guests and demo users too: in plain words what Meridian signs, why, and
 * how anyone can check a price that decided a trade; the public key with its fingerprint and the log's last signature;
 * and a download of the signed ticks of any minute still kept.
 */
export function FairPricesScreen() {
  const { t } = useLingui();
  const goBack = useGoBack();
  const tag = intlTag(useAtomValue(localeAtom));
  const ids = useId();
  return (
    <>
      <PageHeader title={t`Fair prices`} onBack={goBack} />
      <div className={styles.page}>
        <Card aria-labelledby={`${ids}-what`}>
          <h2 id={`${ids}-what`} className={styles.sectionTitle}>
            {t`What is signed`}
          </h2>
          <p className={styles.text}>
            {t`Every price the market feed publishes is written into Meridian's price log. Each minute, the prices of each instrument are sealed into a block that is chained to the minute before, and the newest blocks are signed with Meridian's key.`}
          </p>
        </Card>
        <Card aria-labelledby={`${ids}-why`}>
          <h2 id={`${ids}-why`} className={styles.sectionTitle}>
            {t`Why`}
          </h2>
          <p className={styles.text}>
            {t`A price that decided a trade (a fill, a stop-loss, a take-profit, an option's expiry) cannot be changed afterwards by anyone, Meridian included, without it showing: the chain and the signature would no longer hold.`}
          </p>
        </Card>
        <Card aria-labelledby={`${ids}-how`}>
          <h2 id={`${ids}-how`} className={styles.sectionTitle}>
            {t`How to check`}
          </h2>
          <ol className={styles.steps}>
            <li>{t`Open an order's details: its price proof checks, on your device, each price that decided it.`}</li>
            <li>{t`Choose "Download the proof" to keep it as a file.`}</li>
            <li>
              {t`With Meridian's source code on a computer, run this in its folder. It checks the file with nothing else:`}
              <code className={styles.command} dir="ltr">
                {VERIFY_COMMAND}
              </code>
            </li>
            <li>{t`Compare the key fingerprint it prints with the one below.`}</li>
            <li>{t`To rebuild the chain yourself, download the signed ticks of any minute below.`}</li>
          </ol>
        </Card>
        <PublicKeyCard tag={tag} />
        <TickDownloadForm />
      </div>
    </>
  );
}
