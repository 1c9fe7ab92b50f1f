import { Suspense } from 'react';
import Spinner from 'react-bootstrap/Spinner';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';

/**
 * The page inside a layout. Pages are fetched when first opened: the layout stays on screen and
 * the content area says it is loading. Later navigations keep the old page until the new one is
 * ready (the router updates inside a transition).
 */
export function PageOutlet() {
  const intl = useIntl();
  return (
    <Suspense
      fallback={
        <div className="d-flex justify-content-center py-5" role="status">
          <Spinner animation="border" variant="primary" aria-hidden="true" />
          <span className="visually-hidden">{intl.formatMessage({ id: 'app.loading' })}</span>
        </div>
      }
    >
      <Outlet />
    </Suspense>
  );
}
