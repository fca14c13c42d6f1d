import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';

export interface RouterContext {
  queryClient: QueryClient;
}

function RootLayout() {
  return <Outlet />;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({ component: RootLayout });
