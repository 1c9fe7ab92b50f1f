import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { admin, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const applying: Schemas['AdminHelpCategory'] = {
  id: 1,
  slug: 'applying',
  position: 0,
  published: true,
  language: 'en',
  name: 'Applying',
  description: 'Finding a vacancy and sending your application',
  translations: { pt: { name: 'Candidaturas', description: '' } },
  missing: ['de', 'fr'],
  articles: 0,
  faq: 2,
  updatedAt: '2026-11-01T09:00:00Z',
};

function faq(id: number, question: string, missing: Schemas['Locale'][] = []): Schemas['AdminFaq'] {
  return {
    id,
    category: 1,
    position: id,
    published: true,
    language: 'en',
    question,
    answer: 'An answer.',
    translations: {},
    missing,
    updatedAt: '2026-11-01T09:00:00Z',
  };
}

/** The editor's lists, and every change request it sent. */
function answerHelp(initial: Schemas['AdminFaq'][]) {
  let entries = initial;
  const sent: { method: string; path: string; body: unknown }[] = [];
  server.use(
    http.get('/api/v1/admin/help/categories', () => HttpResponse.json([applying])),
    http.get('/api/v1/admin/help/faq', () => HttpResponse.json(entries)),
    http.post('/api/v1/admin/help/faq', async ({ request }) => {
      const body = (await request.json()) as Schemas['FaqInput'];
      sent.push({ method: 'POST', path: '/api/v1/admin/help/faq', body });
      // The server checks each translation: a question needs its answer.
      return HttpResponse.json(
        errorBody('validation_failed', 'Invalid.', {
          'translations.de.answer': 'help_answer_invalid',
        }),
        { status: 400 },
      );
    }),
    http.put('/api/v1/admin/help/faq/order', async ({ request }) => {
      const body = (await request.json()) as Schemas['OrderInput'];
      sent.push({ method: 'PUT', path: '/order', body });
      entries = body.ids.flatMap((id) => entries.filter((entry) => entry.id === id));
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return sent;
}

describe('the help editor', () => {
  it('shows a translation’s field error on that field, in its tab', async () => {
    const sent = answerHelp([faq(10, 'How do I apply?', ['de', 'fr'])]);
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/admin/help' });

    const list = await screen.findByRole('region', { name: 'Applying' });
    expect(within(list).getByText('Missing: German and French')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    expect(await screen.findByRole('heading', { name: 'New question' })).toHaveFocus();
    await user.type(screen.getByLabelText('Question (English)'), 'Can I apply twice?');
    await user.type(screen.getByLabelText('Answer (English)'), 'No, **once** per vacancy.');
    // Every other language of the tenant has a tab, marked while its translation is missing.
    const tabs = screen.getByRole('tablist', { name: 'Translations' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Germanmissing', 'Frenchmissing', 'Portuguesemissing']);
    await user.click(within(tabs).getByRole('tab', { name: /German/ }));
    await user.type(screen.getByLabelText('Question (German)'), 'Kann ich mich zweimal bewerben?');
    expect(within(tabs).getByRole('tab', { name: 'German' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('tab', { name: /French/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The server's error on translations.de.answer: the German tab opens, its answer has the focus.
    const answer = await screen.findByLabelText('Answer (German)');
    await waitFor(() => expect(answer).toHaveFocus());
    expect(answer).toHaveAttribute('aria-invalid', 'true');
    expect(answer).toHaveAccessibleDescription(/An answer is 1 to 10,000 characters\./);
    expect(within(tabs).getByRole('tab', { name: /German/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(tabs).getByRole('tab', { name: /German/ })).toHaveAccessibleName(
      'German has errors',
    );
    expect(sent[0]?.body).toMatchObject({
      question: 'Can I apply twice?',
      answer: 'No, **once** per vacancy.',
      category: null,
      published: true,
      language: 'en',
      translations: {
        de: { question: 'Kann ich mich zweimal bewerben?', answer: '' },
        fr: { question: '', answer: '' },
        pt: { question: '', answer: '' },
      },
    });
  });

  it('moves a question down with its button, sending the whole new order', async () => {
    const sent = answerHelp([faq(10, 'First?'), faq(11, 'Second?'), faq(12, 'Third?')]);
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/admin/help' });

    const down = await screen.findByRole('button', { name: 'Move “First?” down' });
    expect(screen.getByRole('button', { name: 'Move “First?” up' })).toBeDisabled();
    await user.click(down);
    await waitFor(() =>
      expect(sent).toEqual([{ method: 'PUT', path: '/order', body: { ids: [11, 10, 12] } }]),
    );
    expect(screen.getByRole('status')).toHaveTextContent('“First?” is now 2 of 3.');
    // The focus stays on the moved question's button.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move “First?” down' })).toHaveFocus(),
    );
    const rows = within(screen.getByRole('region', { name: 'Applying' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Second?'),
      expect.stringContaining('First?'),
      expect.stringContaining('Third?'),
    ]);
  });
});
