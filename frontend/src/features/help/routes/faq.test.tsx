import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

type FaqPage = Schemas['FaqPage'];

const applying: Schemas['HelpCategory'] = {
  slug: 'applying',
  name: 'Candidaturas',
  description: 'Encontrar uma vaga e candidatar-se',
  language: 'pt',
  count: 2,
};

const howToApply: Schemas['PublicFaq'] = {
  id: 1,
  category: 'applying',
  question: 'Como me candidato a uma vaga?',
  answer: 'Abra a vaga e carregue em **Candidatar**.',
  language: 'pt',
};

/** Written in English only: a reader in Portuguese gets it in English, with a note. */
const withdraw: Schemas['PublicFaq'] = {
  id: 2,
  category: 'applying',
  question: 'Can I withdraw an application?',
  answer: 'Yes, while it is still open.',
  language: 'en',
};

/** Answers the FAQ as the server does, and records each request's `lang` and `q`. */
function answerFaq() {
  const asked: { lang: string | null; q: string | null }[] = [];
  server.use(
    http.get('/api/v1/help/faq', ({ request }) => {
      const url = new URL(request.url);
      const lang = url.searchParams.get('lang');
      const q = url.searchParams.get('q');
      asked.push({ lang, q });
      const items = q
        ? [howToApply, withdraw].filter((item) =>
            item.question.toLowerCase().includes(q.toLowerCase()),
          )
        : [howToApply, withdraw];
      return HttpResponse.json({
        language: (lang ?? 'en') as FaqPage['language'],
        categories: items.length > 0 ? [{ ...applying, count: items.length }] : [],
        items,
      } satisfies FaqPage);
    }),
  );
  return asked;
}

describe('the FAQ page', () => {
  it('asks in the reader’s language, says which answers are not translated, and asks again on a language switch', async () => {
    const asked = answerFaq();
    useLocaleStore.getState().setLocale('pt');
    const user = userEvent.setup();
    renderApp({ url: '/pages/faq' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Perguntas frequentes' }),
    ).toBeVisible();
    const section = await screen.findByRole('region', { name: 'Candidaturas' });
    const translated = within(section).getByRole('button', {
      name: 'Como me candidato a uma vaga?',
    });
    const fallback = within(section).getByRole('button', {
      name: /Can I withdraw an application\?/,
    });
    expect(fallback).toHaveTextContent('Apresentado em inglês: ainda não traduzido');
    expect(translated).not.toHaveTextContent('ainda não traduzido');
    expect(within(fallback).getByText('Can I withdraw an application?')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(asked).toEqual([{ lang: 'pt', q: null }]);

    // A question opens to its answer (Markdown, rendered safely).
    expect(translated).toHaveAttribute('aria-expanded', 'false');
    await user.click(translated);
    expect(translated).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByRole('region', { name: 'Como me candidato a uma vaga?' });
    expect(within(answer).getByText('Candidatar').tagName).toBe('STRONG');

    act(() => useLocaleStore.getState().setLocale('de'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Häufig gestellte Fragen' }),
    ).toBeVisible();
    expect(asked).toContainEqual({ lang: 'de', q: null });
  });

  it('searches once typing pauses, keeps the words in the address and says when nothing matches', async () => {
    const asked = answerFaq();
    const user = userEvent.setup();
    const { router } = renderApp({ url: '/pages/faq' });
    // Read in English, the Portuguese question says so.
    expect(await screen.findByRole('button', { name: /Como me candidato/ })).toHaveTextContent(
      'Shown in Portuguese: not yet translated',
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'withdraw');
    expect(await screen.findByText('1 question found')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: /Can I withdraw/ })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Como me candidato/ })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=withdraw');
    // One request for the words once typing paused, not one per letter.
    expect(asked.filter((request) => request.q !== null)).toEqual([{ lang: 'en', q: 'withdraw' }]);

    await user.clear(screen.getByRole('searchbox', { name: 'Search the questions' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the questions' }), 'visa');
    expect(await screen.findByText('No question matches “visa”.')).toBeVisible();
  });
});
