import { createFileRoute } from '@tanstack/react-router';
import { NewsDetailScreen } from '@/features/news/NewsDetailScreen';
import { optionalId, searchOf } from '@/lib/search';

export const Route = createFileRoute('/news/detail')({
  validateSearch: searchOf({ id: optionalId }),
  component: NewsDetailRoute,
});

function NewsDetailRoute() {
  const { id } = Route.useSearch();
  return <NewsDetailScreen id={id} />;
}
