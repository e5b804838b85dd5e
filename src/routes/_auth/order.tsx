import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { OrdersScreen } from '@/features/orders/OrdersScreen';
import { oneOf, searchOf } from '@/lib/search';

// type: 1 holding (default), 0 dealing, 3 history; source: 0 contract (default), 1 micro (spec section 2).
export const Route = createFileRoute('/_auth/order')({
  validateSearch: searchOf({ type: oneOf([1, 0, 3] as const), source: oneOf([0, 1] as const) }),
  component: OrderRoute,
});

function OrderRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/order' });
  return (
    <OrdersScreen
      status={search.type ?? 1}
      source={search.source ?? 0}
      // The tabs live in the address, so back, a reload and a shared link show the same tab.
      onChange={({ status, source }) => void navigate({ search: { type: status, source }, replace: true })}
    />
  );
}
