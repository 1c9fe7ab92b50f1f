import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { demoTenant, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { resolveTenant } from './resolve-tenant';

describe('tenant resolution', () => {
  it('takes a ?tenant= link first', async () => {
    await expect(resolveTenant('?tenant=acme')).resolves.toEqual({
      kind: 'resolved',
      slug: 'acme',
    });
  });

  it('asks the server’s Host mapping without a tenant header', async () => {
    let header: string | null = 'unset';
    server.use(
      http.get('/api/v1/tenant', ({ request }) => {
        header = request.headers.get('tenantid');
        return HttpResponse.json({ ...demoTenant, slug: 'hosted' });
      }),
    );
    await expect(resolveTenant('?tenant=Not_A_Slug')).resolves.toMatchObject({
      kind: 'resolved',
      slug: 'hosted',
    });
    expect(header).toBeNull();
  });

  it('falls back to the build default when no host is mapped', async () => {
    server.use(
      http.get('/api/v1/tenant', () =>
        HttpResponse.json(errorBody('unknown_tenant', 'No site'), { status: 404 }),
      ),
    );
    await expect(resolveTenant('')).resolves.toEqual({ kind: 'resolved', slug: 'demo' });
  });

  it('stores the resolved tenant and its recruitment title', async () => {
    renderApp({ tenantID: null });
    expect(
      await within(await screen.findByRole('banner')).findByText('Join Demo Company'),
    ).toBeVisible();
    expect(localStorage.getItem('tenantID')).toBe('demo');
    expect(JSON.parse(localStorage.getItem('dataErec') ?? '{}')).toEqual({
      erecruitmenttitle: 'Join Demo Company',
    });
    expect(document.title).toBe('Join Demo Company');
  });

  it('shows the maintenance page for a suspended tenant', async () => {
    server.use(
      http.get('/api/v1/tenant', () =>
        HttpResponse.json(errorBody('tenant_suspended', 'Suspended'), { status: 423 }),
      ),
    );
    renderApp();
    expect(await screen.findByRole('heading', { name: 'Under maintenance' })).toBeInTheDocument();
  });

  it('says so when the stored tenant does not exist', async () => {
    server.use(
      http.get('/api/v1/tenant', () =>
        HttpResponse.json(errorBody('unknown_tenant', 'No site'), { status: 404 }),
      ),
    );
    renderApp({ tenantID: 'gone' });
    expect(
      await screen.findByRole('heading', {
        name: 'No careers site is configured for this address.',
      }),
    ).toBeInTheDocument();
  });
});
