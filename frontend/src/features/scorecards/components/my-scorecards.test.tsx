import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { admin, staff } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

function mine(overrides: Partial<Schemas['MyScorecard']> = {}): Schemas['MyScorecard'] {
  return {
    eventId: 41,
    title: 'Interview: Ada Applicant',
    startsAt: '2030-01-07T10:00:00Z',
    endsAt: '2030-01-07T11:00:00Z',
    applicationId: 5,
    applicantName: 'Ada Applicant',
    vacancyTitle: 'Backend Engineer',
    state: 'not_started',
    due: false,
    ...overrides,
  };
}

describe('my scorecards on the dashboard', () => {
  it('lists the scorecards to write, due ones first, each a link to its sheet', async () => {
    server.use(
      http.get('/api/v1/scorecards', () =>
        HttpResponse.json([
          mine(),
          mine({ eventId: 42, applicantName: 'Ben Builder', state: 'draft', due: true }),
          mine({ eventId: 43, applicantName: 'Cleo Candidate', state: 'submitted', due: true }),
        ]),
      ),
    );
    renderApp({ user: admin, url: '/' });
    const card = within(await screen.findByRole('region', { name: 'My scorecards' }));
    const links = await card.findAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Ben Builder – Backend Engineer', '/scorecards/42'],
      ['Ada Applicant – Backend Engineer', '/scorecards/41'],
    ]);
    expect(card.getByText('Due')).toBeVisible();
    expect(card.queryByText(/Cleo/)).toBeNull();
  });

  it('says when there is none', async () => {
    renderApp({ user: admin, url: '/' });
    const card = within(await screen.findByRole('region', { name: 'My scorecards' }));
    expect(await card.findByText('No scorecard to write.')).toBeVisible();
  });
});

describe('my scorecards on staff’s vacancy list', () => {
  it('shows only when there is one to write', async () => {
    server.use(http.get('/api/v1/scorecards', () => HttpResponse.json([mine({ due: true })])));
    renderApp({ user: staff, url: '/job-vacancy-setting' });
    const card = within(await screen.findByRole('region', { name: 'My scorecards' }));
    expect(
      await card.findByRole('link', { name: 'Ada Applicant – Backend Engineer' }),
    ).toBeVisible();
  });
});

describe('my scorecards on staff’s home', () => {
  it('shows under the careers home’s search when there is one to write', async () => {
    server.use(http.get('/api/v1/scorecards', () => HttpResponse.json([mine()])));
    renderApp({ user: staff, url: '/' });
    const card = within(await screen.findByRole('region', { name: 'My scorecards' }));
    expect(
      await card.findByRole('link', { name: 'Ada Applicant – Backend Engineer' }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
