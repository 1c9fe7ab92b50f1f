import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { admin, adminVacancy, staff } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { aCalibration, anInterviewerCalibration, cleo } from '../testing/scorecard-data';

const figures = aCalibration({
  interviewers: [
    anInterviewerCalibration({
      submitted: 4,
      no: 1,
      yes: 2,
      strongYes: 1,
      medianHoursToSubmit: 5.5,
    }),
    anInterviewerCalibration({
      ...cleo,
      submitted: 2,
      strongNo: 2,
      medianHoursToSubmit: 72,
    }),
    anInterviewerCalibration({
      userId: '00000000-0000-4000-8000-000000000023',
      name: 'Nia New',
      submitted: 1,
      yes: 1,
    }),
  ],
  vacancies: [
    { vacancyId: 11, title: 'Backend Engineer', decided: 4, matched: 3 },
    { vacancyId: 12, title: 'Designer', decided: 0, matched: 0 },
  ],
});

/** Answers the calibration with `answer`, and keeps each request's query. */
function answerCalibration(answer: Schemas['Calibration']) {
  const queries: URLSearchParams[] = [];
  server.use(
    http.get('/api/v1/admin/scorecards/calibration', ({ request }) => {
      queries.push(new URL(request.url).searchParams);
      return HttpResponse.json(answer);
    }),
    http.get('/api/v1/admin/vacancies', () =>
      HttpResponse.json({ data: [adminVacancy()], total: 1, page: 1, perPage: 100 }),
    ),
  );
  return queries;
}

/** A row's cells after its heading, as their texts. */
function cells(table: HTMLElement, name: RegExp) {
  return within(within(table).getByRole('row', { name }))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('the interviewers’ calibration', () => {
  it('shows each interviewer’s recommendations and time to submit, and each vacancy’s match rate', async () => {
    const queries = answerCalibration(figures);
    const user = userEvent.setup();
    const { router } = renderApp({ user: admin, url: '/scorecards/calibration' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Interviewer calibration' }),
    ).toBeVisible();
    // Each table scrolls on its own, in a region its name names.
    const interviewers = within(
      await screen.findByRole('region', { name: /Recommendations and time to submit/ }),
    ).getByRole('table');
    expect(
      within(within(interviewers).getAllByRole('row')[0]!)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Interviewer',
      'Scorecards',
      'Distribution',
      'Strong no',
      'No',
      'Yes',
      'Strong yes',
      'Median time to submit',
    ]);
    expect(cells(interviewers, /^Sam Staff/)).toEqual([
      '4',
      '',
      '0 (0%)',
      '1 (25%)',
      '2 (50%)',
      '1 (25%)',
      '5.5 hours',
    ]);
    // The bar says what it shows, in words.
    expect(within(interviewers).getAllByRole('img')[0]).toHaveAccessibleName(
      'Strong no 0%, No 25%, Yes 50%, Strong yes 25%',
    );
    expect(cells(interviewers, /^Cleo Colleague/).at(-1)).toBe('3 days');
    expect(cells(interviewers, /^Nia New/).at(-1)).toBe('none');

    const vacancies = within(
      screen.getByRole('region', { name: /Decisions that followed the scorecards/ }),
    ).getByRole('table');
    expect(cells(vacancies, /^Backend Engineer/)).toEqual(['4', '3', '75%']);
    expect(cells(vacancies, /^Designer/)).toEqual(['0', '0', 'none']);
    expect(within(vacancies).getByRole('link', { name: 'Backend Engineer' })).toHaveAttribute(
      'href',
      '/job-vacancy-setting/11/applications',
    );

    // The last 90 days of every vacancy, then one vacancy of all time.
    const from = queries[0]?.get('from');
    expect(from).toMatch(/T00:00:00\.000Z$/);
    expect(Date.now() - Date.parse(from ?? '')).toBeGreaterThan(90 * 24 * 3600 * 1000);
    expect(queries[0]?.has('vacancyId')).toBe(false);

    await user.selectOptions(await screen.findByLabelText('Vacancy'), 'Backend Engineer');
    await waitFor(() => expect(queries.at(-1)?.get('vacancyId')).toBe('11'));
    await user.selectOptions(screen.getByLabelText('Period'), 'All time');
    await waitFor(() => expect(queries.at(-1)?.has('from')).toBe(false));
    expect(queries.at(-1)?.get('vacancyId')).toBe('11');
    expect(router.state.location.search).toBe('?vacancy=11&period=all');
  });

  it('says so when the period has no scorecard and no decision', async () => {
    answerCalibration(aCalibration());
    renderApp({ user: admin, url: '/scorecards/calibration?period=30' });
    expect(
      await screen.findByText(/No scorecard was submitted for an interview in this period/),
    ).toBeVisible();
    expect(
      screen.getByText('No decision in this period could be compared with its scorecards.'),
    ).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByLabelText('Period')).toHaveValue('30');
  });

  it('is for admins only: an interview’s scorecards stay at their own address', async () => {
    answerCalibration(figures);
    const { router } = renderApp({ user: staff, url: '/scorecards/calibration' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/misc/not-authorized'));
  });
});
