import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { vacancyDetail, vacancyPage, vacancySummary } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

/** The language each request asked for (`Accept-Language`). */
function askedLanguages() {
  const asked: (string | null)[] = [];
  return {
    asked,
    record: (request: Request) => asked.push(request.headers.get('accept-language')),
  };
}

describe('vacancies in the reader’s language', () => {
  it('asks in the language on screen and says when a vacancy is not translated to it', async () => {
    const { asked, record } = askedLanguages();
    server.use(
      http.get('/api/v1/vacancies/:id', ({ request }) => {
        record(request);
        return HttpResponse.json(vacancyDetail({ language: 'en' }));
      }),
    );
    useLocaleStore.getState().setLocale('pt');
    renderApp({ url: '/job-vacancy/11' });

    const title = await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Apresentado em inglês: ainda não traduzido')).toBeInTheDocument();
    expect(asked).toEqual(['pt']);
  });

  it('shows no note for a vacancy in the reader’s language', async () => {
    server.use(
      http.get('/api/v1/vacancies/:id', () =>
        HttpResponse.json(vacancyDetail({ title: 'Engenheiro de Backend', language: 'pt' })),
      ),
    );
    useLocaleStore.getState().setLocale('pt');
    renderApp({ url: '/job-vacancy/11' });
    const title = await screen.findByRole('heading', { level: 1, name: 'Engenheiro de Backend' });
    expect(title).not.toHaveAttribute('lang');
    expect(screen.queryByText(/ainda não traduzido/)).not.toBeInTheDocument();
  });

  it('asks for the list again when the reader switches language, and marks the cards', async () => {
    const { asked, record } = askedLanguages();
    server.use(
      http.get('/api/v1/vacancies', ({ request }) => {
        record(request);
        const portuguese = request.headers.get('accept-language') === 'pt';
        return HttpResponse.json(
          vacancyPage([
            portuguese
              ? vacancySummary({ title: 'Engenheiro de Backend', language: 'pt' })
              : vacancySummary(),
            vacancySummary({ id: 12, title: 'Data Analyst', language: 'en' }),
          ]),
        );
      }),
    );
    renderApp({ url: '/job-vacancy' });
    expect(await screen.findByRole('link', { name: 'Backend Engineer' })).toBeInTheDocument();
    expect(screen.queryByText(/not translated yet/)).not.toBeInTheDocument();

    act(() => useLocaleStore.getState().setLocale('pt'));
    expect(await screen.findByRole('link', { name: 'Engenheiro de Backend' })).toBeInTheDocument();
    // Only the vacancy the server had to show in English says so.
    expect(screen.getAllByText('Apresentado em inglês: ainda não traduzido')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Data Analyst' }).closest('h2')).toHaveAttribute(
      'lang',
      'en',
    );
    expect(asked).toEqual(['en', 'pt']);
  });
});
