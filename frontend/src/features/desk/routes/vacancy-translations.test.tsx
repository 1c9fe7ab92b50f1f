import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { admin, adminVacancy, demoTenant, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const german = {
  title: 'Backend-Entwickler (m/w/d)',
  description: '## Das Team\n\nWir betreiben **Zahlungen**.',
  requirements: '',
};

describe('vacancy editor: translations', () => {
  it('marks the missing translations and counts them', async () => {
    server.use(
      http.get('/api/v1/admin/vacancies/11', () =>
        HttpResponse.json(adminVacancy({ translations: { de: german } })),
      ),
    );
    renderApp({ user: admin, url: '/job-vacancy-setting/11/edit' });

    const card = within(await screen.findByRole('region', { name: 'Translations' }));
    expect(screen.getByLabelText('Language of these texts')).toHaveDisplayValue('English');
    // The tenant writes in four languages: the vacancy's own, and a tab for each other one.
    const tabs = card.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'German',
      'French missing',
      'Portuguese missing',
    ]);
    expect(card.getByText('2 of 3 missing')).toBeInTheDocument();
    expect(card.getByRole('tab', { name: 'German' })).toHaveAttribute('aria-selected', 'true');
    expect(card.getByLabelText('Title in German')).toHaveValue(german.title);
    expect(card.getByLabelText('Description in German')).toHaveValue(german.description);

    // Writing a title in French fills that translation in.
    const user = userEvent.setup();
    await user.click(card.getByRole('tab', { name: /French/ }));
    await user.type(card.getByLabelText('Title in French'), 'Développeur backend');
    expect(card.getByText('1 of 3 missing')).toBeInTheDocument();
    expect(card.getByRole('tab', { name: 'French' })).toHaveAttribute('aria-selected', 'true');
    expect(card.getByRole('tab', { name: /Portuguese/ })).toHaveTextContent('missing');
  });

  it('shows the server’s error at a translation’s field and switches to its tab', async () => {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get('/api/v1/tenant', () =>
        HttpResponse.json({ ...demoTenant, defaultLocale: 'en', locales: ['en', 'de', 'pt'] }),
      ),
      http.get('/api/v1/admin/vacancies/11', () =>
        HttpResponse.json(adminVacancy({ translations: { de: german } })),
      ),
      http.put('/api/v1/admin/vacancies/11', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(
          errorBody('validation_failed', 'invalid', { 'translations.pt.title': 'title_length' }),
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/job-vacancy-setting/11/edit' });

    const card = within(await screen.findByRole('region', { name: 'Translations' }));
    expect(card.getAllByRole('tab')).toHaveLength(2);
    await user.click(card.getByRole('tab', { name: /Portuguese/ }));
    await user.type(card.getByLabelText('Description in Portuguese'), 'Pagamentos');
    await user.type(card.getByLabelText('Title in Portuguese'), 'Eng');
    await user.click(card.getByRole('tab', { name: 'German' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    // The Portuguese tab is shown again, marked, with the problem at its title.
    const title = await card.findByLabelText('Title in Portuguese');
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription('The title must be 3 to 150 characters.');
    const tab = card.getByRole('tab', { name: /Portuguese/ });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveTextContent('has errors');
    expect(bodies[0]).toMatchObject({
      language: 'en',
      translations: {
        de: german,
        pt: { title: 'Eng', description: 'Pagamentos', requirements: '' },
      },
    });
  });

  it('asks for a translation’s title before sending one that has other text', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/v1/admin/vacancies', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(adminVacancy(), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/job-vacancy-setting/new' });
    await user.type(await screen.findByLabelText('Job title'), 'Data Engineer');
    const card = within(screen.getByRole('region', { name: 'Translations' }));
    expect(card.getByText('3 of 3 missing')).toBeInTheDocument();
    await user.click(card.getByRole('tab', { name: /Portuguese/ }));
    await user.type(card.getByLabelText('Requirements in Portuguese'), '- SQL');
    await user.click(card.getByRole('tab', { name: /German/ }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));

    const title = await card.findByLabelText('Title in Portuguese');
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(card.getByRole('tab', { name: /Portuguese/ })).toHaveAttribute('aria-selected', 'true');
    expect(bodies).toEqual([]);
  });
});
