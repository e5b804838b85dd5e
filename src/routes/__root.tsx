import { createRootRoute, Navigate, Outlet, useRouterState } from '@tanstack/react-router';
import { Suspense } from 'react';
import { HomeScreen } from '@/features/market/HomeScreen';
import { AppFrame, KeepAlive } from '@/features/shell';
import { TradeScreen } from './-trade-screen';

export const Route = createRootRoute({
  component: Root,
  // Any unknown path goes to the home screen (spec section 2).
  notFoundComponent: () => <Navigate to="/" replace />,
});

function Root() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  return (
    <AppFrame pathname={pathname}>
      {/* Home and trade are rendered here rather than by their routes so they stay alive when left. */}
      <KeepAlive active={pathname === '/'}>
        <HomeScreen />
      </KeepAlive>
      <KeepAlive active={pathname === '/trade'}>
        <Suspense fallback={null}>
          <TradeScreen />
        </Suspense>
      </KeepAlive>
      <Outlet />
    </AppFrame>
  );
}
