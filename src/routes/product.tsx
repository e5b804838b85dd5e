import { createFileRoute } from '@tanstack/react-router';
import { ProductSearch } from '@/features/market/ProductSearch';
import { optionalText, searchOf } from '@/lib/search';

// The search text lives in `q`, so going back to this page brings the results back.
export const Route = createFileRoute('/product')({
  validateSearch: searchOf({ q: optionalText }),
  component: ProductRoute,
});

function ProductRoute() {
  const { q } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ProductSearch
      initialQuery={q ?? ''}
      onQueryChange={(query) => void navigate({ search: query === '' ? {} : { q: query }, replace: true })}
    />
  );
}
