import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { admin, demoTenant, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const adminSettings = {
  ...demoTenant,
  idleTimeoutMinutes: 15,
  mfaRequiredForAdmins: false,
  rejectionTemplates: {},
};

const stored: Schemas['SsoSettings'] = {
  enabled: true,
  displayName: 'Corp SSO',
  issuer: 'https://idp.corp.test',
  clientId: 'erecruit',
  clientSecretSet: true,
  scopes: ['openid', 'email', 'profile'],
  allowedDomains: ['corp.test', 'corp.example'],
  newUserRole: 'staff',
  staffMustUseSso: false,
  redirectUri: 'https://careers.corp.test/',
};

/** The settings page, and what the single sign-on card sends. */
function settingsPage(answerPut: (body: Schemas['SsoInput']) => Response) {
  const sent: Schemas['SsoInput'][] = [];
  server.use(
    http.get('/api/v1/admin/settings', () => HttpResponse.json(adminSettings)),
    http.put('/api/v1/admin/sso', async ({ request }) => {
      const body = (await request.json()) as Schemas['SsoInput'];
      sent.push(body);
      return answerPut(body);
    }),
  );
  return sent;
}

async function ssoCard() {
  return within(await screen.findByRole('region', { name: 'Single sign-on' }));
}

describe('single sign-on settings', () => {
  it('sets up a provider from an empty form, checking the fields first', async () => {
    const sent = settingsPage((body) =>
      HttpResponse.json({
        ...stored,
        ...body,
        clientSecretSet: true,
        redirectUri: `${window.location.origin}/`,
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/settings' });
    const card = await ssoCard();

    // Before the first save, the site's own address is the one to register.
    expect(await card.findByLabelText('Redirect URI to register with the provider')).toHaveValue(
      `${window.location.origin}/`,
    );
    expect(card.getByLabelText('Scopes')).toHaveValue('openid email profile');
    expect(
      card.getByRole('switch', { name: 'Offer single sign-on on the sign-in page' }),
    ).toBeChecked();

    await user.click(card.getByRole('button', { name: 'Save single sign-on' }));
    expect(card.getAllByText('Please fill in this field.')).toHaveLength(4);
    expect(card.getByLabelText('Client secret')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await user.type(card.getByLabelText('Name on the sign-in button'), 'Corp SSO');
    await user.type(card.getByLabelText('Issuer URL'), 'idp.corp.test');
    await user.type(card.getByLabelText('Client ID'), ' erecruit ');
    await user.type(card.getByLabelText('Client secret'), 'test-secret');
    await user.type(
      card.getByLabelText('E-mail domains that get an account'),
      'corp.test, @corp.example',
    );
    await user.selectOptions(card.getByLabelText('Role of new accounts'), 'Recruiter');
    await user.click(
      card.getByRole('switch', { name: 'Recruiters must sign in with single sign-on' }),
    );
    await user.click(card.getByRole('button', { name: 'Save single sign-on' }));
    expect(card.getByText('Enter an address that starts with https:// or http://.')).toBeVisible();

    await user.clear(card.getByLabelText('Issuer URL'));
    await user.type(card.getByLabelText('Issuer URL'), 'https://idp.corp.test/');
    await user.click(card.getByRole('button', { name: 'Save single sign-on' }));
    expect(await card.findByRole('status')).toHaveTextContent(
      'The single sign-on settings have been saved.',
    );
    expect(sent).toEqual([
      {
        enabled: true,
        displayName: 'Corp SSO',
        issuer: 'https://idp.corp.test/',
        clientId: 'erecruit',
        clientSecret: 'test-secret',
        scopes: ['openid', 'email', 'profile'],
        allowedDomains: ['corp.test', '@corp.example'],
        newUserRole: 'staff',
        staffMustUseSso: true,
      },
    ]);
    // The secret is never shown again; the field is empty and says one is stored.
    expect(card.getByLabelText('Client secret')).toHaveValue('');
    expect(card.getByLabelText('Client secret')).toHaveAccessibleDescription(
      'A secret is stored. Leave the field empty to keep it.',
    );
  });

  it('keeps the stored secret when its field is left empty, and shows the server’s field errors', async () => {
    server.use(http.get('/api/v1/admin/sso', () => HttpResponse.json(stored)));
    const sent = settingsPage(() =>
      HttpResponse.json(
        errorBody('validation_failed', 'invalid', {
          issuer: 'sso_issuer_invalid',
          allowedDomains: 'sso_field_invalid',
        }),
        { status: 400 },
      ),
    );
    useLocaleStore.getState().setLocale('pt');
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/settings' });
    const card = within(await screen.findByRole('region', { name: 'Início de sessão único' }));
    expect(
      await card.findByLabelText('URI de redirecionamento a registar no fornecedor'),
    ).toHaveValue('https://careers.corp.test/');
    expect(card.getByLabelText('Domínios de e-mail que recebem uma conta')).toHaveValue(
      'corp.test, corp.example',
    );
    expect(card.getByLabelText('Função das novas contas')).toHaveValue('staff');
    expect(card.getByLabelText('Segredo do cliente')).toHaveAccessibleDescription(
      'Está guardado um segredo. Deixe o campo vazio para o manter.',
    );

    await user.click(card.getByRole('button', { name: 'Guardar o início de sessão único' }));
    expect(
      await card.findByText('Nenhum fornecedor OpenID responde neste endereço.'),
    ).toBeVisible();
    expect(card.getByLabelText('URL do emissor')).toHaveAttribute('aria-invalid', 'true');
    expect(
      card.getByLabelText('Domínios de e-mail que recebem uma conta'),
    ).toHaveAccessibleDescription('Este valor não é válido.');
    expect(card.getByRole('alert')).toHaveTextContent('Alguns campos são inválidos.');
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty('clientSecret');
  });

  it('copies the redirect address', async () => {
    server.use(http.get('/api/v1/admin/sso', () => HttpResponse.json(stored)));
    settingsPage(() => HttpResponse.json(stored));
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderApp({ user: admin, url: '/settings' });
    const card = await ssoCard();
    await user.click(await card.findByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('https://careers.corp.test/');
    expect(await card.findByRole('status')).toHaveTextContent('The address has been copied.');
  });
});
