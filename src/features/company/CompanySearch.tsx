import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Company } from '@common/api/company';
import { useGoBack } from '@/lib/go-back';
import { useSearchBox } from '@/lib/useSearchBox';
import { ListItem, SearchPage, toast } from '@/ui';
import { chooseCompany } from './cookie';
import { CompanyPopup } from './CompanyPopup';
import { COMPANY_KEY, companySearchQuery, companyStatusQuery } from './queries';
import styles from './Company.module.css';

/** The server takes at most this many characters of a company name to search for. */
const NAME_MAX_LENGTH = 50;

export interface CompanySearchProps {
  initialQuery: string;
  onQueryChange: (query: string) => void;
}

/** The main site's search (spec section 2, isMain): companies by name; a tap opens the company popup. */
export function CompanySearch({ initialQuery, onQueryChange }: CompanySearchProps) {
  const { t } = useLingui();
  const goBack = useGoBack();
  const queryClient = useQueryClient();
  const box = useSearchBox({ initialQuery, onQueryChange, maxLength: NAME_MAX_LENGTH });
  const [open, setOpen] = useState<Company | null>(null);
  const search = useQuery({ ...companySearchQuery(box.sent), enabled: box.sent !== '' });
  const status = useQuery(companyStatusQuery());

  const choose = (company: Company) => {
    chooseCompany(company.id);
    void queryClient.invalidateQueries({ queryKey: [COMPANY_KEY] });
    setOpen(null);
    const name = company.name;
    toast.show(t`You chose ${name}`, 'success');
  };

  return (
    <SearchPage<Company>
      title={t`Search`}
      onBack={goBack}
      label={t`Search companies`}
      box={box}
      view={box.viewOf(search)}
      onRetry={() => void search.refetch()}
      hint={t`Search by company name`}
      emptyTitle={t`No companies found`}
      renderItem={(company) => (
        <ListItem
          key={company.id}
          icon={<img className={styles.logo} src={company.logo || '/icons/logo.svg'} alt="" width={40} height={40} />}
          title={<bdi className={styles.name}>{company.name}</bdi>}
          description={<bdi>{company.location || company.subject}</bdi>}
          onClick={() => setOpen(company)}
        />
      )}
    >
      <CompanyPopup
        company={open}
        current={open !== null && status.data?.company_id === open.id}
        onChoose={choose}
        onClose={() => setOpen(null)}
      />
    </SearchPage>
  );
}
