import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { admin, applicant, errorBody, myApplication, vacancyDetail } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

function answerDetail(response: () => Response) {
  server.use(http.get('/api/v1/vacancies/:id', response));
}

describe('vacancy detail', () => {
  it('renders the vacancy, its facts, Markdown and JobPosting data', async () => {
    answerDetail(() =>
      HttpResponse.json(
        vacancyDetail({ description: '## The team\n\nWe run **payments**.<script>x()</script>' }),
      ),
    );
    server.use(http.get('/api/v1/me/saved-vacancies', () => HttpResponse.json([])));
    const { container } = renderApp({ user: applicant, url: '/job-vacancy/11' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 3, name: 'The team' })).toBeInTheDocument();
    expect(screen.getByText('payments').tagName).toBe('STRONG');
    expect(screen.getByText(/<script>x\(\)<\/script>/)).toBeInTheDocument();
    expect(screen.getByText('€50,000 – €65,000')).toBeInTheDocument();
    expect(screen.getByText('Dec 31, 2026')).toBeInTheDocument();
    // Apply appears once the applicant's own applications show none for this vacancy.
    expect(await screen.findByRole('link', { name: 'Apply now' })).toHaveAttribute(
      'href',
      '/job-vacancy/11/apply',
    );

    const script = container.querySelector('script[type="application/ld+json"]');
    const posting = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: 'Backend Engineer',
      employmentType: 'FULL_TIME',
      validThrough: '2026-12-31T23:59:00Z',
      hiringOrganization: { name: 'Demo Company' },
      baseSalary: { currency: 'EUR', value: { minValue: 50000, maxValue: 65000 } },
    });
    expect(script?.innerHTML).not.toContain('<script>');
  });

  it('asks a visitor to sign in before applying', async () => {
    answerDetail(() => HttpResponse.json(vacancyDetail()));
    renderApp({ url: '/job-vacancy/11' });
    expect(await screen.findByRole('link', { name: 'Sign in to apply' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('says when a vacancy no longer takes applications', async () => {
    answerDetail(() => HttpResponse.json(vacancyDetail({ isOpen: false })));
    const { container } = renderApp({ url: '/job-vacancy/11' });
    expect(
      await screen.findByText('This vacancy no longer accepts applications.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to apply' })).toBeNull();
    // Not offered to search engines as a job posting any more.
    expect(container.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  it('shows a closed vacancy’s closing date first, with the way to the open ones', async () => {
    answerDetail(() =>
      HttpResponse.json(vacancyDetail({ isOpen: false, closesAt: '2026-01-15T23:59:00Z' })),
    );
    renderApp({ url: '/job-vacancy/11' });
    expect(await screen.findByText('Applications closed on Jan 15, 2026.')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See open vacancies' })).toHaveAttribute(
      'href',
      '/job-vacancy-list/experienced-hire',
    );
  });

  it('shows an applicant who already applied their application instead of Apply', async () => {
    answerDetail(() => HttpResponse.json(vacancyDetail()));
    server.use(
      http.get('/api/v1/me/applications', () =>
        HttpResponse.json([myApplication('interview', true)]),
      ),
    );
    renderApp({ user: applicant, url: '/job-vacancy/11' });
    expect(
      await screen.findByRole('heading', { name: 'You applied for this vacancy' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Applied on Nov 10, 2026')).toBeInTheDocument();
    expect(screen.getByText('Interview')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your applications' })).toHaveAttribute(
      'href',
      '/my-application',
    );
    expect(screen.queryByRole('link', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('offers Apply to an applicant whose applications are for other vacancies', async () => {
    answerDetail(() => HttpResponse.json(vacancyDetail({ id: 12 })));
    server.use(
      http.get('/api/v1/me/applications', () =>
        HttpResponse.json([myApplication('submitted', true)]),
      ),
    );
    renderApp({ user: applicant, url: '/job-vacancy/12' });
    expect(await screen.findByRole('link', { name: 'Apply now' })).toHaveAttribute(
      'href',
      '/job-vacancy/12/apply',
    );
  });

  it('does not look up applications for a recruiter', async () => {
    answerDetail(() => HttpResponse.json(vacancyDetail()));
    server.use(http.get('/api/v1/me/applications', () => HttpResponse.json([], { status: 500 })));
    renderApp({ user: admin, url: '/job-vacancy/11' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' }),
    ).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('explains a vacancy that does not exist', async () => {
    answerDetail(() => HttpResponse.json(errorBody('not_found', 'nope'), { status: 404 }));
    renderApp({ url: '/job-vacancy/99' });
    expect(await screen.findByText('This vacancy is not available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all open vacancies' })).toBeInTheDocument();
  });
});
