import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { admin, applicant } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { legacyRoutes } from './legacy-redirects';

/** Where the router ended up, pathname and query string. */
function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}

function RedirectTable() {
  return useRoutes([...legacyRoutes, { path: '*', element: <Where /> }]);
}

describe('the old site’s addresses', () => {
  it.each([
    ['/ecommerce-dashboard', '/'],
    ['/data-list/list-view', '/applications?view=list'],
    ['/data-list/list-view?status=hired', '/applications?status=hired&view=list'],
    ['/data-list/thumb-view', '/applications?view=thumbs'],
    ['/data-list/thumb-view?view=list&q=ada', '/applications?view=thumbs&q=ada'],
    ['/tables', '/applications'],
    ['/tables/data-tables', '/applications'],
    ['/tables/ag-grid?q=ada', '/applications?q=ada'],
    ['/pages/user/list', '/app/user/list'],
    ['/pages/user/view/42', '/app/user/view/42'],
    ['/pages/profile', '/my-profile'],
    ['/pages/profile?tenant=acme', '/my-profile?tenant=acme'],
    ['/pages/invoice', '/pages/invoice'],
  ])('%s → %s', async (from, to) => {
    render(
      <MemoryRouter initialEntries={[from]}>
        <RedirectTable />
      </MemoryRouter>,
    );
    expect((await screen.findByRole('status', { name: 'location' })).textContent).toBe(to);
  });
});

describe('an old address under its target’s role rules', () => {
  it('opens the dashboard for an admin', async () => {
    const { router } = renderApp({ user: admin, url: '/ecommerce-dashboard' });
    expect(await screen.findByRole('heading', { name: 'Recruiting dashboard' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it.each([
    ['/data-list/thumb-view', '/login'],
    ['/tables/data-tables', '/login'],
    ['/pages/user/view/42', '/login'],
    ['/pages/profile', '/login'],
  ])('sends a visitor on %s to %s', async (from, to) => {
    const { router } = renderApp({ url: from });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(to);
  });

  it.each(['/data-list/list-view', '/tables/ag-grid', '/pages/user/list'])(
    'sends an applicant on %s to /misc/not-authorized',
    async (from) => {
      const { router } = renderApp({ user: applicant, url: from });
      expect(
        await screen.findByRole('heading', { name: 'You are not authorized' }),
      ).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/misc/not-authorized');
    },
  );

  it('leaves /pages/invoice a missing page', async () => {
    const { router } = renderApp({ user: admin, url: '/pages/invoice' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pages/invoice');
  });
});
