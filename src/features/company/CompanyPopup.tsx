import { useLingui } from '@lingui/react/macro';
import type { Company } from '@common/api/company';
import { BottomSheet, Button } from '@/ui';
import styles from './Company.module.css';

export interface CompanyPopupProps {
  company: Company | null;
  /** Whether it is the company the cookie already names. */
  current: boolean;
  onChoose: (company: Company) => void;
  onClose: () => void;
}

/** A web address as a link that opens outside the app; anything not http(s) is shown as text only. */
function External({ href, children }: { href: string; children: string }) {
  return /^https?:\/\//i.test(href) ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <>{children}</>
  );
}

/** The company popup of the main site's search (spec section 2): logo, subject, addresses, website, email, choose. */
export function CompanyPopup({ company, current, onChoose, onClose }: CompanyPopupProps) {
  const { t } = useLingui();
  return (
    <BottomSheet
      open={company !== null}
      onClose={onClose}
      // The name as typed (often Latin with a closing full stop): isolated, so RTL keeps its stop at its end.
      title={company ? <bdi>{company.name}</bdi> : undefined}
      footer={
        company ? (
          current ? (
            <p className={styles.current}>{t`This is your company`}</p>
          ) : (
            <Button block onClick={() => onChoose(company)}>
              {t`Choose this company`}
            </Button>
          )
        ) : null
      }
    >
      {company ? (
        <div className={styles.popup} data-testid="company-popup">
          <div className={styles.head}>
            <img className={styles.logo} src={company.logo || '/icons/logo.svg'} alt="" width={56} height={56} />
            {company.subject ? (
              <p className={styles.subject}>
                <bdi>{company.subject}</bdi>
              </p>
            ) : null}
          </div>
          <dl className={styles.facts}>
            {company.registered_address ? (
              <div>
                <dt>{t`Registered address`}</dt>
                <dd>
                  <bdi>{company.registered_address}</bdi>
                </dd>
              </div>
            ) : null}
            {company.office_address ? (
              <div>
                <dt>{t`Office address`}</dt>
                <dd>
                  <bdi>{company.office_address}</bdi>
                </dd>
              </div>
            ) : null}
            {company.location ? (
              <div>
                <dt>{t`Location`}</dt>
                <dd>
                  <bdi>{company.location}</bdi>
                </dd>
              </div>
            ) : null}
            {company.website || company.url ? (
              <div>
                <dt>{t`Website`}</dt>
                <dd>
                  <bdi dir="ltr">
                    <External href={company.website || company.url}>{company.website || company.url}</External>
                  </bdi>
                </dd>
              </div>
            ) : null}
            {company.email ? (
              <div>
                <dt>{t`Email`}</dt>
                <dd>
                  <bdi dir="ltr">
                    <a href={`mailto:${company.email}`}>{company.email}</a>
                  </bdi>
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
      ) : null}
    </BottomSheet>
  );
}
