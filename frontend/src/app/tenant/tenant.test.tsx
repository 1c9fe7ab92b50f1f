import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { useSession } from '@/lib/session/session-store';
import { demoTenant, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { resolveTenant } from './resolve-tenant';

const acmeTenant = { ...demoTenant, slug: 'acme', name: 'Acme', erecruitmenttitle: 'Join Acme' };

/** The server with no tenant for this Host: the platform's own hosts. */
function hostMapsToNone() {
  server.use(
    http.get('/api/v1/tenant', ({ request }) =>
      request.headers.get('tenantid') === null
        ? HttpResponse.json(errorBody('unknown_tenant', 'No site'), { status: 404 })
        : HttpResponse.json(demoTenant),
    ),
  );
}

describe('tenant resolution', () => {
  it('asks the server’s Host mapping without a tenant header', async () => {
    useSession.getState().setTenant('evil');
    let header: string | null = 'unset';
    server.use(
      http.get('/api/v1/tenant', ({ request }) => {
        header = request.headers.get('tenantid');
        return HttpResponse.json({ ...demoTenant, slug: 'hosted' });
      }),
    );
    await expect(resolveTenant('?tenant=evil', 'evil')).resolves.toMatchObject({
      kind: 'resolved',
      slug: 'hosted',
    });
    expect(header).toBeNull();
  });

  it('takes a ?tenant= link when the host is mapped to no tenant', async () => {
    hostMapsToNone();
    await expect(resolveTenant('?tenant=acme', null)).resolves.toEqual({
      kind: 'resolved',
      slug: 'acme',
    });
  });

  it('keeps the stored tenant before a link when the host is mapped to no tenant', async () => {
    hostMapsToNone();
    await expect(resolveTenant('?tenant=other', 'acme')).resolves.toEqual({
      kind: 'resolved',
      slug: 'acme',
    });
  });

  it('falls back to the build default when no host is mapped', async () => {
    server.use(
      http.get('/api/v1/tenant', () =>
        HttpResponse.json(errorBody('unknown_tenant', 'No site'), { status: 404 }),
      ),
    );
    await expect(resolveTenant('?tenant=Not_A_Slug', null)).resolves.toEqual({
      kind: 'resolved',
      slug: 'demo',
    });
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

  it('uses only the tenant a branded host maps to, whatever the link or storage name', async () => {
    const sentTenants: (string | null)[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      sentTenants.push(request.headers.get('tenantid'));
    };
    server.events.on('request:start', onRequest);
    server.use(
      http.get('/api/v1/tenant', ({ request }) => {
        const named = request.headers.get('tenantid');
        return named === null || named === 'acme'
          ? HttpResponse.json(acmeTenant)
          : HttpResponse.json(errorBody('unknown_tenant', 'No site'), { status: 404 });
      }),
    );
    window.history.replaceState(null, '', '/?tenant=evil');
    try {
      renderApp({ tenantID: 'evil', url: '/?tenant=evil' });
      expect(await within(await screen.findByRole('banner')).findByText('Join Acme')).toBeVisible();
      expect(useSession.getState().tenantID).toBe('acme');
      expect(localStorage.getItem('tenantID')).toBe('acme');
      // The stale tenant was corrected before any request named it.
      expect(sentTenants[0]).toBeNull();
      expect(sentTenants).not.toContain('evil');
    } finally {
      server.events.removeListener('request:start', onRequest);
      window.history.replaceState(null, '', '/');
    }
  });

  it('keeps the stored tenant and ignores a link on a host mapped to no tenant', async () => {
    hostMapsToNone();
    window.history.replaceState(null, '', '/?tenant=other');
    try {
      renderApp({ tenantID: 'demo', url: '/?tenant=other' });
      expect(
        await within(await screen.findByRole('banner')).findByText('Join Demo Company'),
      ).toBeVisible();
      expect(localStorage.getItem('tenantID')).toBe('demo');
    } finally {
      window.history.replaceState(null, '', '/');
    }
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

describe('the visitor’s language', () => {
  function browserPrefers(...languages: string[]) {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  }

  it('shows the first of the browser’s languages the tenant offers', async () => {
    browserPrefers('es-ES', 'de-DE', 'en');
    renderApp();
    expect(await screen.findByRole('link', { name: 'Anmelden / Registrieren' })).toBeVisible();
    expect(useLocaleStore.getState()).toMatchObject({ locale: 'de', chosen: false });
    await waitFor(() => expect(document.documentElement.lang).toBe('de'));
  });

  it('shows the tenant’s default when it offers none of the browser’s', async () => {
    browserPrefers('es-ES');
    server.use(
      http.get('/api/v1/tenant', () =>
        HttpResponse.json({ ...demoTenant, locales: ['fr', 'en'], defaultLocale: 'fr' }),
      ),
    );
    renderApp();
    expect(await screen.findByRole('link', { name: 'Connexion / Inscription' })).toBeVisible();
  });

  it('keeps the language chosen in the menu', async () => {
    browserPrefers('de-DE');
    useLocaleStore.getState().setLocale('pt');
    renderApp();
    expect(await screen.findByRole('link', { name: 'Entrar / Registar' })).toBeVisible();
    expect(JSON.parse(localStorage.getItem('locale') ?? '{}')).toMatchObject({
      state: { locale: 'pt', chosen: true },
    });
  });
});
