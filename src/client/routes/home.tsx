import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root';

function HomePage() {
  return <main><h1>Bandeja</h1></main>;
}

export const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: HomePage });
