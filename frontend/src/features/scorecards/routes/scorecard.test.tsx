import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { errorBody, staff } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { RUST, aScorecard, aSheet, anInterview, cleosScorecard } from '../testing/scorecard-data';

type Input = Schemas['ScorecardInput'];

function answerSheet(sheet: Schemas['ScorecardSheet']) {
  server.use(http.get('/api/v1/scorecards/interviews/41', () => HttpResponse.json(sheet)));
}

describe('an interview’s scorecard', () => {
  it('is blind until submitted, rates by keyboard, saves the draft and shows the others after', async () => {
    answerSheet(aSheet());
    const drafts: Input[] = [];
    const submissions: Input[] = [];
    server.use(
      http.put('/api/v1/scorecards/interviews/41', async ({ request }) => {
        const body = (await request.json()) as Input;
        drafts.push(body);
        return HttpResponse.json(aScorecard({ ratings: body.ratings ?? {} }));
      }),
      http.post('/api/v1/scorecards/interviews/41/submit', async ({ request }) => {
        const body = (await request.json()) as Input;
        submissions.push(body);
        return HttpResponse.json(
          aSheet({
            interview: anInterview({
              interviewers: [
                { userId: staff.id, name: staff.name, state: 'submitted' },
                { userId: cleosScorecard.authorId, name: 'Cleo Colleague', state: 'submitted' },
              ],
            }),
            mine: aScorecard({
              state: 'submitted',
              ratings: body.ratings ?? {},
              recommendation: body.recommendation ?? null,
              version: 1,
            }),
            blind: false,
            others: [cleosScorecard],
          }),
        );
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/scorecards/41' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Scorecard: Ada Applicant' }),
    ).toBeVisible();
    expect(
      screen.getByText('The other interviewers’ scorecards open once you submit yours.', {
        exact: false,
      }),
    ).toBeVisible();
    // Who has submitted is shown; what they wrote is not.
    expect(screen.getByText('Cleo Colleague')).toBeVisible();
    expect(screen.queryByText('Solid on ownership.')).toBeNull();
    expect(
      screen.getByText('Seen only by you, admins and the vacancy’s hiring manager.', {
        exact: false,
      }),
    ).toBeVisible();

    // A rating is a radio group named by its attribute: the arrow keys move the choice.
    const rust = screen.getByRole('group', { name: 'Rust' });
    expect(within(rust).getByText('Ownership and error handling.')).toBeVisible();
    expect(within(rust).getByRole('radio', { name: 'Not assessed' })).toBeChecked();
    await user.click(within(rust).getByRole('radio', { name: 'Yes' }));
    await user.keyboard('{ArrowRight}');
    expect(within(rust).getByRole('radio', { name: 'Strong yes' })).toBeChecked();

    // The draft saves itself once typing pauses, and says so politely.
    await waitFor(() => expect(drafts.at(-1)?.ratings).toEqual({ [RUST]: 4 }), {
      timeout: 3000,
    });
    expect(await screen.findByText('Draft saved')).toBeVisible();

    // The recommendation is required before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Submit scorecard' }));
    const recommendation = screen.getByRole('group', { name: 'Overall recommendation' });
    expect(recommendation).toHaveAccessibleDescription(
      'Give your overall recommendation before submitting.',
    );
    await waitFor(() =>
      expect(within(recommendation).getByRole('radio', { name: 'Strong no' })).toHaveFocus(),
    );
    expect(submissions).toEqual([]);
    await user.click(within(recommendation).getByRole('radio', { name: 'Strong yes' }));
    await user.click(screen.getByRole('button', { name: 'Submit scorecard' }));
    expect(await screen.findByText('Scorecard submitted.')).toBeVisible();
    expect(submissions).toEqual([
      expect.objectContaining({
        ratings: { [RUST]: 4 },
        recommendation: 'strong_yes',
        version: 0,
      }),
    ]);
    // Once submitted, the others' scorecards open; Cleo's was amended.
    const others = within(
      screen.getByRole('region', { name: 'The other interviewers’ scorecards' }),
    );
    const cleos = within(others.getByRole('article', { name: 'Cleo Colleague' }));
    expect(cleos.getByText('Solid on ownership.')).toBeVisible();
    expect(cleos.getByText('Amended')).toBeVisible();
    expect(cleos.getByText('Recommendation: Yes')).toBeVisible();
    expect(screen.queryByText(/open once you submit yours/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Amend' })).toBeVisible();
  });

  it('amends with the version it was written on, and says when another tab got there first', async () => {
    answerSheet(
      aSheet({
        mine: aScorecard({ state: 'submitted', recommendation: 'yes', version: 1 }),
        blind: false,
        others: [cleosScorecard],
      }),
    );
    const submissions: Input[] = [];
    server.use(
      http.post('/api/v1/scorecards/interviews/41/submit', async ({ request }) => {
        submissions.push((await request.json()) as Input);
        return HttpResponse.json(
          errorBody('scorecard_changed', 'The scorecard was changed meanwhile.'),
          { status: 409 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: staff, url: '/scorecards/41' });

    const takeaways = await screen.findByLabelText('Key take-aways');
    expect(takeaways).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Amend' }));
    await user.type(takeaways, 'Strong on async too.');
    await user.click(screen.getByRole('button', { name: 'Save amendment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This scorecard was changed meanwhile: reload it and try again.',
    );
    expect(submissions).toEqual([
      expect.objectContaining({ takeaways: 'Strong on async too.', version: 1 }),
    ]);
    expect(screen.getByRole('button', { name: 'Reload the scorecard' })).toBeVisible();
  });

  it('is read only for someone who does not interview', async () => {
    answerSheet(
      aSheet({ isInterviewer: false, mine: null, blind: false, others: [cleosScorecard] }),
    );
    renderApp({ user: staff, url: '/scorecards/41' });
    expect(await screen.findByText(/You do not interview in this interview/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Submit scorecard' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Cleo Colleague' })).toBeVisible();
    // The kit, with its guidance, is there to read.
    const kit = within(screen.getByRole('region', { name: 'Interview kit' }));
    expect(kit.getByRole('heading', { name: 'Rust' })).toBeVisible();
    expect(kit.getByText('Ownership and error handling.')).toBeVisible();
    expect(kit.queryByRole('radio')).toBeNull();
  });
});
