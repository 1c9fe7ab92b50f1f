import { useRoutes } from 'react-router';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { routes } from './routes';

/** The whole app's pages; a render error anywhere below shows the 500 page. */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
