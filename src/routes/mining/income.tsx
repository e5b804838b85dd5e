import { createFileRoute } from '@tanstack/react-router';
import { optionalId, searchOf } from '@/lib/search';
import { IncomeScreen } from '@/features/fund/IncomeScreen';

export const Route = createFileRoute('/mining/income')({
  validateSearch: searchOf({ id: optionalId }),
  component: MiningIncomeRoute,
});

function MiningIncomeRoute() {
  const { id } = Route.useSearch();
  return <IncomeScreen id={id} />;
}
