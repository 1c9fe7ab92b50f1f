import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ApiError } from '@/lib/api/api-error';
import type { Schemas } from '@/lib/api/types';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { setNavigator } from '@/lib/navigation';
import { useSession } from '@/lib/session/session-store';
import { demoTenant, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { asksHostMapping, knownTenant, resolveTenant } from './resolve-tenant';

type Tenant = Schemas['PublicTenant'];

const acmeTenant = { ...demoTenant, slug: 'acme', name: 'Acme', erecruitmenttitle: 'Join Acme' };

/**
 * The tenant endpoint as the server answers it: a Host mapped to a tenant (`host`) serves that
 * tenant only and refuses any other name; on the platform's own hosts (`host: null`) the header
 * names the tenant, and no header names none. Returns the `tenantid` of every call, in order.
 */
function tenantServer({
  host,
  tenants = [demoTenant, acmeTenant],
  suspended = [],
}: {
  host: Tenant | null;
  tenants?: Tenant[];
  suspended?: string[];
}): (string | null)[] {
  const asked: (string | null)[] = [];
  server.use(
    http.get('/api/v1/tenant', ({ request }) => {
      const named = request.headers.get('tenantid');
      asked.push(named);
      const tenant =
        host && (named === null || named === host.slug)
          ? host
          : host === null
            ? tenants.find((candidate) => candidate.slug === named)
            : undefined;
      if (!tenant)
        return HttpResponse.json(errorBody('unknown_tenant', 'No site'), { status: 404 });
      if (suspended.includes(tenant.slug)) {
        return HttpResponse.json(errorBody('tenant_suspended', 'Suspended'), { status: 423 });
      }
      return HttpResponse.json(tenant);
    }),
  );
  return asked;
}

function refusal(code: string, status: number) {
  return new ApiError({ status, code, message: code });
}

describe('the tenant start-up knows', () => {
  it.each([
    { name: 'the stored one', search: '', stored: 'acme', known: 'acme' },
    {
      name: 'the stored one before a link',
      search: '?tenant=other',
      stored: 'acme',
      known: 'acme',
    },
    { name: 'a link without a stored one', search: '?tenant=acme', stored: null, known: 'acme' },
    {
      name: 'the default for a malformed link',
      search: '?tenant=Not_A_Slug',
      stored: null,
      known: 'demo',
    },
    { name: 'the build’s default without either', search: '', stored: null, known: 'demo' },
  ])('$name', ({ search, stored, known }) => {
    expect(knownTenant(search, stored, 'demo')).toBe(known);
  });
});

describe('asking the server’s Host mapping', () => {
  it.each([
    {
      name: 'the known tenant was refused as unknown',
      failure: refusal('unknown_tenant', 404),
      asks: true,
    },
    {
      name: 'the known tenant is suspended',
      failure: refusal('tenant_suspended', 423),
      asks: false,
    },
    { name: 'the server could not be reached', failure: refusal('network_error', 0), asks: false },
    { name: 'the server failed', failure: refusal('internal', 500), asks: false },
    { name: 'something other than an API error', failure: new Error('boom'), asks: false },
  ])('$name: asks $asks', ({ failure, asks }) => {
    expect(asksHostMapping(failure)).toBe(asks);
  });
});

describe('tenant resolution', () => {
  it('asks for the stored tenant only, without the Host mapping', async () => {
    const asked = tenantServer({ host: null });
    await expect(resolveTenant('', 'acme')).resolves.toEqual({
      kind: 'resolved',
      slug: 'acme',
      tenant: acmeTenant,
    });
    expect(asked).toEqual(['acme']);
  });

  it('asks for a ?tenant= link’s tenant only when none is stored', async () => {
    const asked = tenantServer({ host: null });
    await expect(resolveTenant('?tenant=acme', null)).resolves.toMatchObject({ slug: 'acme' });
    expect(asked).toEqual(['acme']);
  });

  it('asks for the build’s default only when neither names one', async () => {
    const asked = tenantServer({ host: null });
    await expect(resolveTenant('?tenant=Not_A_Slug', null)).resolves.toMatchObject({
      slug: 'demo',
    });
    expect(asked).toEqual(['demo']);
  });

  it('takes a branded host’s tenant when the host refuses the one it knows', async () => {
    const asked = tenantServer({ host: acmeTenant });
    await expect(resolveTenant('?tenant=evil', 'evil')).resolves.toEqual({
      kind: 'resolved',
      slug: 'acme',
      tenant: acmeTenant,
    });
    expect(asked).toEqual(['evil', null]);
  });

  it('asks a branded host for nothing more when it serves the stored tenant', async () => {
    const asked = tenantServer({ host: acmeTenant });
    await expect(resolveTenant('', 'acme')).resolves.toMatchObject({ slug: 'acme' });
    expect(asked).toEqual(['acme']);
  });

  it('gets the server’s unknown_tenant for a tenant no host or name has', async () => {
    const asked = tenantServer({ host: null });
    await expect(resolveTenant('', 'gone')).resolves.toEqual({ kind: 'unknown', slug: 'gone' });
    expect(asked).toEqual(['gone', null]);
  });

  it('settles on a suspended tenant without asking the Host mapping', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    const asked = tenantServer({ host: null, suspended: ['acme'] });
    await expect(resolveTenant('', 'acme')).resolves.toEqual({ kind: 'suspended' });
    expect(asked).toEqual(['acme']);
    expect(navigate).toHaveBeenCalledWith('/misc/maintenance', { replace: true });
  });

  it('keeps the known tenant when the server cannot be reached', async () => {
    let calls = 0;
    server.use(
      http.get('/api/v1/tenant', () => {
        calls += 1;
        return HttpResponse.error();
      }),
    );
    await expect(resolveTenant('', 'acme')).resolves.toEqual({ kind: 'resolved', slug: 'acme' });
    expect(calls).toBe(1);
  });
});

describe('the tenant gate', () => {
  it('stores the resolved tenant and its recruitment title, with one call', async () => {
    const asked = tenantServer({ host: null });
    renderApp({ tenantID: null });
    expect(
      await within(await screen.findByRole('banner')).findByText('Join Demo Company'),
    ).toBeVisible();
    expect(localStorage.getItem('tenantID')).toBe('demo');
    expect(JSON.parse(localStorage.getItem('dataErec') ?? '{}')).toEqual({
      erecruitmenttitle: 'Join Demo Company',
    });
    expect(document.title).toBe('Join Demo Company');
    expect(asked).toEqual(['demo']);
  });

  it('uses only the tenant a branded host maps to, whatever the link or storage name', async () => {
    const sentTenants: (string | null)[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      sentTenants.push(request.headers.get('tenantid'));
    };
    server.events.on('request:start', onRequest);
    tenantServer({ host: acmeTenant });
    window.history.replaceState(null, '', '/?tenant=evil');
    try {
      renderApp({ tenantID: 'evil', url: '/?tenant=evil' });
      expect(await within(await screen.findByRole('banner')).findByText('Join Acme')).toBeVisible();
      expect(useSession.getState().tenantID).toBe('acme');
      expect(localStorage.getItem('tenantID')).toBe('acme');
      // The stale tenant's one refused call, then the Host's: every later request names acme.
      expect(sentTenants.slice(0, 2)).toEqual(['evil', null]);
      expect(sentTenants.slice(2)).not.toContain('evil');
    } finally {
      server.events.removeListener('request:start', onRequest);
      window.history.replaceState(null, '', '/');
    }
  });

  it('keeps the stored tenant and ignores a link on a host mapped to no tenant', async () => {
    const asked = tenantServer({ host: null });
    window.history.replaceState(null, '', '/?tenant=acme');
    try {
      renderApp({ tenantID: 'demo', url: '/?tenant=acme' });
      expect(
        await within(await screen.findByRole('banner')).findByText('Join Demo Company'),
      ).toBeVisible();
      expect(localStorage.getItem('tenantID')).toBe('demo');
      expect(asked).not.toContain(null);
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
    const asked = tenantServer({ host: null });
    renderApp({ tenantID: 'gone' });
    expect(
      await screen.findByRole('heading', {
        name: 'No careers site is configured for this address.',
      }),
    ).toBeInTheDocument();
    expect(asked).toEqual(['gone', null]);
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
