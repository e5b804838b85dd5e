import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { CompanySearch } from '@/features/company/CompanySearch';
import { companyStatusQuery } from '@/features/company/queries';
import { ProductSearch } from '@/features/market/ProductSearch';
import { optionalText, searchOf } from '@/lib/search';

// The search text lives in `q`, so going back to this page brings the results back. The setting `is_main` chooses
// what it finds: companies on the main site, instruments otherwise (and while the setting cannot be read).
export const Route = createFileRoute('/product')({
  validateSearch: searchOf({ q: optionalText }),
  component: ProductRoute,
});

function ProductRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  const status = useQuery(companyStatusQuery());
  const onQueryChange = (query: string) => void navigate({ search: query === '' ? {} : { q: query }, replace: true });
  // A moment while the setting is asked for the first time; offline (paused) the instrument search is shown.
  if (status.isPending && status.isFetching) return null;
  return status.data?.is_main === 1 ? (
    <CompanySearch initialQuery={q ?? ''} onQueryChange={onQueryChange} />
  ) : (
    <ProductSearch initialQuery={q ?? ''} onQueryChange={onQueryChange} />
  );
}
