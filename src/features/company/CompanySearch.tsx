import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import type { Company } from '@common/api/company';
import { useGoBack } from '@/lib/go-back';
import { createQueryDebouncer, searchView, type QueryDebouncer, type SearchAnswer } from '@/lib/search-query';
import { Button, EmptyState, ListGroup, ListItem, PageHeader, SearchIcon, SkeletonRows, TextField, toast } from '@/ui';
import { chooseCompany } from './cookie';
import { CompanyPopup } from './CompanyPopup';
import { COMPANY_KEY, companySearchQuery, companyStatusQuery } from './queries';
import styles from './Company.module.css';

/** The server takes at most this many characters of a company name to search for. */
const NAME_MAX_LENGTH = 50;
const DEBOUNCE_MS = 250;

export interface CompanySearchProps {
  initialQuery: string;
  onQueryChange: (query: string) => void;
}

/** The main site's search (spec section 2, isMain): companies by name; a tap opens the company popup. */
export function CompanySearch({ initialQuery, onQueryChange }: CompanySearchProps) {
  const { t } = useLingui();
  const goBack = useGoBack();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const [firstQuery] = useState(initialQuery);
  const [text, setText] = useState(initialQuery);
  const [sent, setSent] = useState('');
  const [debouncer] = useState<QueryDebouncer>(() => createQueryDebouncer(setSent, DEBOUNCE_MS, NAME_MAX_LENGTH));
  const [open, setOpen] = useState<Company | null>(null);
  const search = useQuery({ ...companySearchQuery(sent), enabled: sent !== '' });
  const status = useQuery(companyStatusQuery());
  const answer: SearchAnswer<Company> | null =
    sent === '' ? null : search.data ? { query: sent, items: search.data } : search.isError && !search.isFetching ? { query: sent, items: null } : null;

  useEffect(() => {
    debouncer.input(firstQuery, true);
    return () => debouncer.cancel();
  }, [debouncer, firstQuery]);

  const change = (next: string) => {
    setText(next);
    debouncer.input(next);
    onQueryChange(next);
  };

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    debouncer.input(text, true);
    inputRef.current?.blur();
  };

  const choose = (company: Company) => {
    chooseCompany(company.id);
    void queryClient.invalidateQueries({ queryKey: [COMPANY_KEY] });
    setOpen(null);
    const name = company.name;
    toast.show(t`You chose ${name}`, 'success');
  };

  const view = searchView(text, answer, NAME_MAX_LENGTH);

  return (
    <>
      <PageHeader title={t`Search`} onBack={goBack} />
      <form role="search" className={styles.form} onSubmit={submit}>
        <TextField
          ref={inputRef}
          type="search"
          enterKeyHint="search"
          aria-label={t`Search companies`}
          placeholder={t`Search companies`}
          value={text}
          onChange={(event) => change(event.target.value)}
          maxLength={NAME_MAX_LENGTH}
          autoFocus
          autoComplete="off"
          spellCheck={false}
          prefix={<SearchIcon size={18} />}
        />
      </form>
      <div className={styles.results}>
        {view.kind === 'hint' ? <p className={styles.hint}>{t`Search by company name`}</p> : null}
        {view.kind === 'loading' ? <SkeletonRows count={3} className={styles.skeleton} /> : null}
        {view.kind === 'empty' ? <EmptyState title={t`No companies found`} /> : null}
        {view.kind === 'failed' ? (
          <EmptyState
            title={t`Search failed`}
            action={
              <Button variant="secondary" size="s" onClick={() => void search.refetch()}>
                {t`Try again`}
              </Button>
            }
          />
        ) : null}
        {view.kind === 'results' ? (
          <ListGroup>
            {view.items.map((company) => (
              <ListItem
                key={company.id}
                icon={<img className={styles.logo} src={company.logo || '/icons/logo.svg'} alt="" width={40} height={40} />}
                title={<bdi className={styles.name}>{company.name}</bdi>}
                description={<bdi>{company.location || company.subject}</bdi>}
                onClick={() => setOpen(company)}
              />
            ))}
          </ListGroup>
        ) : null}
      </div>
      <CompanyPopup company={open} current={open !== null && status.data?.company_id === open.id} onChoose={choose} onClose={() => setOpen(null)} />
    </>
  );
}
