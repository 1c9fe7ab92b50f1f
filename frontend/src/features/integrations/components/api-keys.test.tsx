import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { admin, errorBody, staff } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { anApiKey, answerLists, invalid, KEY_ID } from '../testing/integration-data';

function answer(keys = [anApiKey()]) {
  answerLists(keys, []);
}

async function keysCard() {
  return within(await screen.findByRole('region', { name: 'API keys' }));
}

describe('the API keys card', () => {
  it('lists each key with its prefix, scopes, last use, expiry and whether it is revoked', async () => {
    answer([
      anApiKey(),
      anApiKey({
        id: '00000000-0000-4000-8000-0000000000a2',
        name: 'Old script',
        prefix: 'erk_cd34',
        scopes: ['calendar:read'],
        lastUsedAt: null,
        expiresAt: '2027-01-31T22:59:59Z',
        revokedAt: '2026-11-20T10:00:00Z',
      }),
    ]);
    renderApp({ user: admin, url: '/admin/integrations' });
    const card = await keysCard();
    expect(await card.findByText('HR sync')).toBeVisible();
    expect(card.getByText('erk_ab12…')).toBeVisible();
    expect(card.getByText('vacancies:read, applications:write')).toBeVisible();
    expect(card.getByText(/Last used Nov 28, 2026/)).toBeVisible();
    expect(card.getByText(/Does not expire/)).toBeVisible();
    expect(card.getByText('Revoked')).toBeVisible();
    expect(card.getByText(/Never used · Revoked Nov 20, 2026/)).toBeVisible();
    // Only the key still in use can be revoked.
    expect(card.getByRole('button', { name: 'Revoke HR sync' })).toBeVisible();
    expect(card.queryByRole('button', { name: 'Revoke Old script' })).toBeNull();
  });

  it('creates a key with its scopes, shows the server’s problems at their fields, then the key once', async () => {
    answer([]);
    const sent: unknown[] = [];
    server.use(
      http.post('/api/v1/admin/api-keys', async ({ request }) => {
        const body = (await request.json()) as { name: string };
        sent.push(body);
        if (sent.length === 1) {
          return invalid({ name: 'api_key_name_invalid', scopes: 'api_key_scopes_invalid' });
        }
        return HttpResponse.json(
          { apiKey: anApiKey({ name: body.name }), key: 'erk_ab12secretsecret' },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/admin/integrations' });
    const card = await keysCard();
    expect(await card.findByText('No API keys yet.')).toBeVisible();
    await user.click(card.getByRole('button', { name: 'New key' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'New API key' }));
    await user.click(dialog.getByRole('button', { name: 'Create key' }));
    await waitFor(() => expect(dialog.getByLabelText(/^Name/)).toBeInvalid());
    expect(dialog.getByLabelText(/^Name/)).toHaveAccessibleDescription(
      'A key’s name is 1 to 100 characters on one line.',
    );
    expect(dialog.getByRole('group', { name: 'Scopes' })).toHaveAccessibleDescription(
      'Choose at least one scope from the list.',
    );

    await user.type(dialog.getByLabelText(/^Name/), 'HR sync');
    await user.click(dialog.getByRole('checkbox', { name: 'Vacancies: Read' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Offers: Write' }));
    await user.type(dialog.getByLabelText('Expires on'), '2027-06-30');
    await user.click(dialog.getByRole('button', { name: 'Create key' }));

    const created = within(await screen.findByRole('dialog', { name: 'Key “HR sync” created' }));
    const key = created.getByLabelText('API key');
    expect(key).toHaveValue('erk_ab12secretsecret');
    expect(key).toHaveAccessibleDescription(/you will not see it again/);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(created.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('erk_ab12secretsecret');
    expect(await created.findByText('Copied to the clipboard.')).toBeVisible();
    expect(sent[1]).toEqual({
      name: 'HR sync',
      scopes: ['vacancies:read', 'offers:write'],
      expiresAt: new Date('2027-06-30T23:59:59').toISOString(),
    });
    // The footer's Close (the header has one too).
    await user.click(created.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('revokes a key once confirmed, and says an error in the dialog', async () => {
    answer();
    let calls = 0;
    server.use(
      http.delete('/api/v1/admin/api-keys/:id', ({ params }) => {
        calls += 1;
        expect(params.id).toBe(KEY_ID);
        return calls === 1
          ? HttpResponse.json(errorBody('internal_error', 'Boom.'), { status: 500 })
          : new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp({ user: admin, url: '/admin/integrations' });
    const card = await keysCard();
    await userEvent.click(await card.findByRole('button', { name: 'Revoke HR sync' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Revoke “HR sync”?' }));
    expect(dialog.getByText(/refused from its next request on/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke key' }));
    expect(await dialog.findByRole('alert')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('The key “HR sync” was revoked.')).toBeVisible();
    expect(calls).toBe(2);
  });

  it('is for admins only: staff are sent to the not-authorized page', async () => {
    answer();
    const { router } = renderApp({ user: staff, url: '/admin/integrations' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/misc/not-authorized'));
    expect(screen.queryByRole('region', { name: 'API keys' })).toBeNull();
  });
});
