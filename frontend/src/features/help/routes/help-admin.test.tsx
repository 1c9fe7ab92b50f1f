import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { admin, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/**
 * What every help entry here has in common: its id and place in its list, published, written in
 * English, last changed on 1 November.
 */
function entry(id: number, position: number) {
  return {
    id,
    position,
    published: true,
    language: 'en',
    updatedAt: '2026-11-01T09:00:00Z',
  } as const;
}

const applying: Schemas['AdminHelpCategory'] = {
  ...entry(1, 0),
  slug: 'applying',
  name: 'Applying',
  description: 'Finding a vacancy and sending your application',
  translations: { pt: { name: 'Candidaturas', description: '' } },
  missing: ['de', 'fr'],
  articles: 0,
  faq: 2,
};

function faq(id: number, question: string, missing: Schemas['Locale'][] = []): Schemas['AdminFaq'] {
  return {
    ...entry(id, id),
    category: 1,
    question,
    answer: 'An answer.',
    translations: {},
    missing,
  };
}

const howTo: Schemas['AdminArticle'] = {
  ...entry(20, 0),
  category: 1,
  slug: 'how-to-apply',
  title: 'How to apply',
  body: 'Choose a vacancy.',
  translations: { de: { title: 'Bewerben', body: 'Wählen Sie eine Stelle.' } },
  missing: ['fr', 'pt'],
};

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

/** The articles and categories tabs' lists, and every change request they sent. */
function answerArticles() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const record = async (request: Request) => {
    const path = new URL(request.url).pathname;
    const body: unknown = request.method === 'DELETE' ? null : await request.json();
    sent.push({ method: request.method, path, body });
  };
  server.use(
    http.get('/api/v1/admin/help/categories', () => HttpResponse.json([applying])),
    http.get('/api/v1/admin/help/articles', () => HttpResponse.json([howTo])),
    http.post('/api/v1/admin/help/articles', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ ...howTo, id: 21 }, { status: 201 });
    }),
    http.put('/api/v1/admin/help/articles/:id', async ({ request }) => {
      await record(request);
      return HttpResponse.json(howTo);
    }),
    http.delete('/api/v1/admin/help/articles/:id', async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.put('/api/v1/admin/help/categories/:id', async ({ request }) => {
      await record(request);
      return HttpResponse.json(applying);
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

describe('the help editor’s tabs', () => {
  it('lists the articles by category, hides one and deletes one', async () => {
    const sent = answerArticles();
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/admin/help?tab=articles' });

    const group = await screen.findByRole('region', { name: 'Applying' });
    const row = within(group).getByRole('listitem');
    expect(row).toHaveTextContent('/pages/knowledge-base/applying/how-to-apply');
    expect(within(row).getByText('Missing: French and Portuguese')).toBeVisible();
    const up = within(row).getByRole('button', { name: 'Move “How to apply” up' });
    expect(up).toBeDisabled();
    expect(up).toHaveAttribute('title', 'Move “How to apply” up');
    expect(up).toHaveAttribute('id', 'help-articles-20-up');
    expect(within(row).getByRole('button', { name: 'Move “How to apply” down' })).toBeDisabled();
    expect(within(row).getByRole('button', { name: 'Edit “How to apply”' })).toHaveAttribute(
      'id',
      'help-articles-20-edit',
    );

    await user.click(within(row).getByRole('button', { name: 'Hide “How to apply”' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('has been saved'));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: '/api/v1/admin/help/articles/20',
      body: { slug: 'how-to-apply', category: 1, title: 'How to apply', published: false },
    });

    await user.click(within(row).getByRole('button', { name: 'Delete “How to apply”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete “How to apply”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The article has been deleted.'),
    );
    expect(sent[1]).toEqual({
      method: 'DELETE',
      path: '/api/v1/admin/help/articles/20',
      body: null,
    });
  });

  it('suggests a new article’s address name from its title until it is edited', async () => {
    const sent = answerArticles();
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/admin/help?tab=articles' });

    await user.click(await screen.findByRole('button', { name: 'Add an article' }));
    expect(await screen.findByRole('heading', { name: 'New article' })).toHaveFocus();
    // The only category is chosen already.
    expect(screen.getByLabelText('Category')).toHaveDisplayValue('Applying');
    await user.type(screen.getByLabelText('Title (English)'), 'Préparer un entretien');
    const slug = screen.getByLabelText('Address name');
    expect(slug).toHaveValue('preparer-un-entretien');
    await user.clear(slug);
    await user.type(slug, 'interview');
    await user.type(screen.getByLabelText('Title (English)'), '!');
    expect(slug).toHaveValue('interview');
    await user.type(screen.getByLabelText('Text (English)'), 'Bring your questions.');

    // The tabs of the translations follow the arrow keys, Home and End.
    const tabs = screen.getByRole('tablist', { name: 'Translations' });
    within(tabs)
      .getByRole('tab', { name: /German/ })
      .focus();
    await user.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: /French/ })).toHaveFocus();
    expect(within(tabs).getByRole('tab', { name: /French/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{End}');
    expect(within(tabs).getByRole('tab', { name: /Portuguese/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(tabs).getByRole('tab', { name: /German/ })).toHaveFocus();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(within(tabs).getByRole('tab', { name: /Portuguese/ })).toHaveFocus();
    await user.type(screen.getByLabelText('Title (Portuguese)'), 'Preparar uma entrevista');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The article has been saved.'),
    );
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/v1/admin/help/articles',
        body: {
          slug: 'interview',
          category: 1,
          title: 'Préparer un entretien!',
          body: 'Bring your questions.',
          published: true,
          language: 'en',
          translations: {
            de: { title: '', body: '' },
            fr: { title: '', body: '' },
            pt: { title: 'Preparar uma entrevista', body: '' },
          },
        },
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Add an article' })).toHaveFocus();
  });

  it('keeps a category’s address name when its name changes', async () => {
    const sent = answerArticles();
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/admin/help?tab=categories' });

    const edit = await screen.findByRole('button', { name: 'Edit “Applying”' });
    const row = edit.closest('li');
    expect(row).toHaveTextContent('/pages/knowledge-base/applying · 0 articles, 2 questions');
    await user.click(edit);
    expect(await screen.findByRole('heading', { name: 'Edit the category' })).toHaveFocus();
    await user.type(screen.getByLabelText('Name (English)'), ' for a job');
    expect(screen.getByLabelText('Address name')).toHaveValue('applying');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The category has been saved.'),
    );
    // Its translations go back as they were, every language the tenant writes in named.
    expect(sent).toMatchObject([
      {
        path: '/api/v1/admin/help/categories/1',
        body: {
          slug: 'applying',
          name: 'Applying for a job',
          translations: { de: { name: '' }, pt: { name: 'Candidaturas', description: '' } },
        },
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Edit “Applying”' })).toHaveFocus();
  });
});
