import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { anApplication } from '@/testing/builders';
import { admin } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { RUST, TEAMWORK, aScorecard, anInterview, cleosScorecard } from '../testing/scorecard-data';

const samsScorecard = aScorecard({
  state: 'submitted',
  ratings: { [RUST]: 2 },
  recommendation: 'no',
  version: 1,
});

function evidence(overrides: Partial<Schemas['Evidence']> = {}): Schemas['Evidence'] {
  return {
    applicationId: 5,
    blind: false,
    mayDecide: true,
    interviews: [anInterview()],
    attributes: [
      { id: RUST, stageId: 103, area: 'skills', name: 'Rust' },
      { id: TEAMWORK, stageId: 103, area: 'personality', name: 'Teamwork' },
    ],
    scorecards: [samsScorecard, cleosScorecard],
    uncovered: [TEAMWORK],
    recommendations: { strongNo: 0, no: 1, yes: 1, strongYes: 0 },
    decisions: [],
    ...overrides,
  };
}

function answerApplication(answer: Schemas['Evidence']) {
  server.use(
    http.get('/api/v1/admin/applications/5', () =>
      HttpResponse.json(
        anApplication({ status: 'interview', stage: { id: 103, name: 'Interview' } }),
      ),
    ),
    http.get('/api/v1/admin/applications/5/evidence', () => HttpResponse.json(answer)),
    http.get('/api/v1/admin/rejection-reasons', () =>
      HttpResponse.json([{ id: 1, name: 'Skills do not match', names: { en: 'Skills' } }]),
    ),
  );
}

describe('an application’s interview evidence', () => {
  it('shows the matrix by area, the tally and what nobody assessed', async () => {
    answerApplication(evidence());
    renderApp({ user: admin, url: '/job-vacancy-setting/applications/5' });

    const card = within(await screen.findByRole('region', { name: 'Interview evidence' }));
    // The matrix scrolls on its own and takes the focus.
    const region = await card.findByRole('region', {
      name: 'Ratings by attribute and interviewer',
    });
    expect(region).toHaveAttribute('tabindex', '0');
    const table = within(within(region).getByRole('table'));
    const [head] = table.getAllByRole('row');
    if (!head) throw new Error('no heading row');
    const headers = within(head)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['Attribute', 'Sam StaffNo ', 'Cleo ColleagueYes Amended']);
    expect(table.getByRole('columnheader', { name: 'Skills' })).toBeVisible();
    const rust = within(table.getByRole('row', { name: /^Rust/ }));
    expect(rust.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['No', 'Yes']);
    const teamwork = within(table.getByRole('row', { name: /^Teamwork/ }));
    expect(teamwork.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'Not assessed',
      'Not assessed',
    ]);
    expect(card.getByText('Not assessed by anyone: Teamwork')).toBeVisible();
    expect(card.getByText('Yes: 1')).toBeVisible();
    expect(card.getByText('Strong no: 0')).toBeVisible();
    expect(card.getByRole('button', { name: 'Print' })).toBeVisible();
  });

  it('downloads the evidence as a PDF for the hiring file, into a tab opened at the click', async () => {
    answerApplication(evidence());
    const fetched: string[] = [];
    server.use(
      http.get('/api/v1/admin/applications/5/evidence/document', ({ request }) => {
        fetched.push(new URL(request.url).pathname);
        return new HttpResponse(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          headers: { 'Content-Type': 'application/pdf' },
        });
      }),
    );
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:evidence';
    };
    URL.revokeObjectURL = () => undefined;
    const tab = { closed: false, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    renderApp({ user: admin, url: '/job-vacancy-setting/applications/5' });

    const card = within(await screen.findByRole('region', { name: 'Interview evidence' }));
    await userEvent.click(await card.findByRole('button', { name: 'Download PDF' }));
    expect(open).toHaveBeenCalledOnce();
    await waitFor(() => expect(tab.location.href).toBe('blob:evidence'));
    expect(fetched).toEqual(['/api/v1/admin/applications/5/evidence/document']);
    expect(created.map((blob) => blob.type)).toEqual(['application/pdf']);
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('says so while blind, and offers no decision to someone who may not decide', async () => {
    answerApplication(evidence({ blind: true, mayDecide: false, scorecards: [] }));
    renderApp({ user: admin, url: '/job-vacancy-setting/applications/5' });
    const card = within(await screen.findByRole('region', { name: 'Interview evidence' }));
    expect(await card.findByText(/until you submit your own scorecard/)).toBeVisible();
    expect(card.queryByRole('button', { name: 'Record decision' })).toBeNull();
  });

  it('records a decision: a note is required, advance offers the later stages', async () => {
    answerApplication(evidence());
    const bodies: Schemas['DecisionInput'][] = [];
    server.use(
      http.get('/api/v1/admin/vacancies/11/stages', () =>
        HttpResponse.json([
          { id: 102, kind: 'in_review', name: 'Review', names: {} },
          { id: 103, kind: 'interview', name: 'Interview', names: {} },
          { id: 104, kind: 'offered', name: 'Offer', names: {} },
        ]),
      ),
      http.post('/api/v1/admin/applications/5/decisions', async ({ request }) => {
        const body = (await request.json()) as Schemas['DecisionInput'];
        bodies.push(body);
        return HttpResponse.json(
          evidence({
            decisions: [
              {
                id: 1,
                decision: 'advance',
                note: body.note,
                decidedBy: admin.id,
                decidedByName: 'Alan Admin',
                decidedAt: '2026-11-22T10:00:00Z',
              },
            ],
          }),
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/job-vacancy-setting/applications/5' });
    const card = within(await screen.findByRole('region', { name: 'Interview evidence' }));
    const decide = within(await card.findByRole('region', { name: 'Decide' }));

    await user.click(decide.getByRole('radio', { name: 'Reject' }));
    expect(await decide.findByLabelText(/Reason/)).toBeVisible();
    await user.click(decide.getByRole('radio', { name: 'Advance' }));
    const stage = decide.getByLabelText(/Advance to/);
    await waitFor(() =>
      expect(
        within(stage)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Choose a stage', 'Offer']),
    );
    await user.click(decide.getByRole('button', { name: 'Record decision' }));
    expect(decide.getByLabelText(/Note/)).toHaveAccessibleDescription(
      'Say why: 1 to 2,000 characters.',
    );
    expect(bodies).toEqual([]);

    await user.selectOptions(stage, 'Offer');
    await user.type(decide.getByLabelText(/Note/), 'Strong on the essentials.');
    await user.click(decide.getByRole('button', { name: 'Record decision' }));
    expect(await decide.findByText('Decision recorded.')).toBeVisible();
    expect(bodies).toEqual([
      { decision: 'advance', note: 'Strong on the essentials.', stageId: 104, reasonId: null },
    ]);
    const decisions = within(card.getByRole('region', { name: 'Decisions' }));
    expect(decisions.getByText('Strong on the essentials.')).toBeVisible();
    expect(decisions.getByText(/by Alan Admin/)).toBeVisible();
  });
});
