import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { admin } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import type { Rule } from '../api/types';
import { aRule, answerLists, INTERVIEW, invalid, VACANCY_ID } from '../testing/automation-data';

async function rulesCard() {
  return within(await screen.findByRole('region', { name: 'Stage rules' }));
}

describe('the stage rules card', () => {
  it('writes a rule as the JSON the server reads, after showing its problems at their fields', async () => {
    answerLists();
    const sent: unknown[] = [];
    server.use(
      http.post('/api/v1/admin/rules', async ({ request }) => {
        const body = (await request.json()) as Rule;
        sent.push(body);
        if (sent.length === 1) {
          return invalid({ name: 'rule_name_invalid', 'actions.1': 'rule_action_invalid' });
        }
        return HttpResponse.json(aRule({ name: body.name }), { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/admin/automations' });
    const card = await rulesCard();
    await user.selectOptions(await card.findByLabelText('Vacancy'), 'Deck Officer');
    expect(await card.findByText('This vacancy has no rules yet.')).toBeVisible();
    await user.click(card.getByRole('button', { name: 'New rule' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'New rule' }));
    expect(dialog.getByText(/saved as a draft/)).toBeVisible();
    await user.selectOptions(dialog.getByLabelText('Stage'), 'Interview');
    await user.type(dialog.getByLabelText('Sources'), 'linkedin, direct');
    await user.selectOptions(dialog.getByLabelText('Knockout answer'), 'Not knocked out only');
    const first = within(dialog.getByRole('group', { name: 'Action 1' }));
    await user.selectOptions(first.getByLabelText('Message'), 'Interview invitation');
    await user.clear(first.getByLabelText('Delay in minutes'));
    await user.type(first.getByLabelText('Delay in minutes'), '60');
    await user.click(dialog.getByRole('button', { name: 'Add action' }));
    const second = within(dialog.getByRole('group', { name: 'Action 2' }));
    expect(second.getByLabelText('Action')).toHaveValue('create_task');
    await user.click(dialog.getByRole('button', { name: 'Save rule' }));

    await waitFor(() => expect(dialog.getByLabelText(/^Name/)).toBeInvalid());
    expect(dialog.getByLabelText(/^Name/)).toHaveAccessibleDescription(
      'A rule’s name is 1 to 120 characters on one line.',
    );
    expect(dialog.getByRole('group', { name: 'Action 2' })).toHaveAccessibleDescription(
      /This action is incomplete/,
    );
    await user.type(dialog.getByLabelText(/^Name/), 'Phone screen');
    await user.type(second.getByLabelText(/^Task/), 'Schedule the interview');
    await user.selectOptions(second.getByLabelText('For the team’s'), 'Coordinator');
    await user.type(second.getByLabelText('Due in days'), '2');
    await user.click(dialog.getByRole('button', { name: 'Save rule' }));

    expect(await screen.findByText('The rule “Phone screen” was saved.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent[1]).toEqual({
      vacancyId: VACANCY_ID,
      name: 'Phone screen',
      trigger: { type: 'entered_stage', stageId: INTERVIEW },
      conditions: { sources: ['linkedin', 'direct'], knockedOut: false },
      actions: [
        { type: 'send_template', template: 'interview_invitation', delayMinutes: 60 },
        { type: 'create_task', title: 'Schedule the interview', role: 'coordinator', dueInDays: 2 },
      ],
      enabled: false,
    });
  });

  it('lists each rule with what it does and how often it acted, and turns it on', async () => {
    let rule = aRule({ trigger: { type: 'idle', stageId: INTERVIEW, days: 5 } });
    answerLists({ rules: [rule] });
    const changes: unknown[] = [];
    server.use(
      http.get('/api/v1/admin/rules', () => HttpResponse.json([rule])),
      http.put('/api/v1/admin/rules/:id', async ({ request }) => {
        const body = (await request.json()) as Rule;
        changes.push(body);
        rule = { ...rule, enabled: body.enabled };
        return HttpResponse.json(rule);
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: `/admin/automations?vacancy=${VACANCY_ID}` });
    const card = await rulesCard();
    expect(await card.findByRole('heading', { name: 'Phone screen' })).toBeVisible();
    expect(card.getByText('Draft')).toBeVisible();
    expect(card.getByText('When an application has sat in “Interview” for 5 days')).toBeVisible();
    expect(card.getByText('Send “Interview invitation”')).toBeVisible();
    expect(card.getByText('Task “Schedule the interview” for the Recruiter')).toBeVisible();
    expect(card.getByText(/4 actions done, 1 failed · last acted Nov 29, 2026/)).toBeVisible();

    await user.click(card.getByRole('button', { name: 'Turn on Phone screen' }));
    expect(await screen.findByText('The rule “Phone screen” is on.')).toBeVisible();
    expect(await card.findByText('On')).toBeVisible();
    expect(changes).toEqual([
      {
        name: 'Phone screen',
        trigger: { type: 'idle', stageId: INTERVIEW, days: 5 },
        conditions: {},
        actions: rule.actions,
        enabled: true,
      },
    ]);
  });

  it('shows a dry run: each past application and, per action, what it would do', async () => {
    answerLists({ rules: [aRule()] });
    server.use(
      http.post('/api/v1/admin/rules/:id/dry-run', () =>
        HttpResponse.json({
          triggered: 2,
          touched: 1,
          items: [
            {
              applicationId: 5,
              applicantName: 'Ana Applicant',
              triggeredAt: '2026-11-28T09:00:00Z',
              outcomes: [
                {
                  type: 'sent',
                  template: 'interview_invitation',
                  locale: 'pt',
                  subject: 'Convite para entrevista: Deck Officer',
                },
                {
                  type: 'task_created',
                  title: 'Schedule the interview',
                  assignees: ['Rita Recruiter', 'Sam Staff'],
                },
              ],
            },
            {
              applicationId: 6,
              applicantName: 'Ben Bauer',
              triggeredAt: '2026-11-27T09:00:00Z',
              outcomes: [
                { type: 'skipped', reason: 'moved_on' },
                { type: 'failed', code: 'rule_action_invalid' },
              ],
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: `/admin/automations?vacancy=${VACANCY_ID}` });
    const card = await rulesCard();
    await user.click(await card.findByRole('button', { name: 'Dry run of Phone screen' }));
    const panel = within(await screen.findByRole('region', { name: 'Dry run: Phone screen' }));
    expect(
      await panel.findByText(
        'The trigger fired for 2 past applications; the rule would have acted on 1.',
      ),
    ).toBeVisible();
    const [ana, ben] = panel.getAllByRole('listitem').filter((item) => item.querySelector('ol'));
    expect(ana).toHaveTextContent('Ana Applicant');
    expect(ana).toHaveTextContent(
      'Send “Interview invitation”: Mail “Convite para entrevista: Deck Officer” (Portuguese)',
    );
    expect(ana).toHaveTextContent(
      'Task “Schedule the interview” for the Recruiter: Task “Schedule the interview” for Rita Recruiter and Sam Staff',
    );
    expect(ben).toHaveTextContent('Skipped: the application had moved on');
    expect(ben).toHaveTextContent('Failed: This action is incomplete');
    await user.click(panel.getByRole('button', { name: 'Close the dry run' }));
    expect(screen.queryByRole('region', { name: 'Dry run: Phone screen' })).toBeNull();
  });

  it('shows a rule’s activity log, a page at a time', async () => {
    answerLists({ rules: [aRule()] });
    server.use(
      http.get('/api/v1/admin/rules/:id/activity', () =>
        HttpResponse.json({
          data: [
            {
              id: 1,
              applicationId: 5,
              applicantName: 'Ana Applicant',
              actionIndex: 0,
              state: 'done',
              dueAt: '2026-11-29T10:00:00Z',
              finishedAt: '2026-11-29T10:00:05Z',
              outcome: {
                type: 'sent',
                template: 'interview_invitation',
                locale: 'en',
                subject: 'Invitation to an interview: Deck Officer',
              },
            },
            {
              id: 2,
              applicationId: 6,
              applicantName: 'Ben Bauer',
              actionIndex: 1,
              state: 'pending',
              dueAt: '2026-12-01T10:00:00Z',
              finishedAt: null,
              outcome: null,
            },
          ],
          total: 2,
          page: 1,
          perPage: 20,
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: `/admin/automations?vacancy=${VACANCY_ID}` });
    const card = await rulesCard();
    await user.click(await card.findByRole('button', { name: 'Activity of Phone screen' }));
    const log = within(await screen.findByRole('region', { name: 'Activity log' }));
    const rows = await log.findAllByRole('row');
    expect(rows[1]).toHaveTextContent('Ana Applicant');
    expect(rows[1]).toHaveTextContent('Done');
    expect(rows[1]).toHaveTextContent('Mail “Invitation to an interview: Deck Officer” (English)');
    expect(rows[2]).toHaveTextContent('Waiting');
    expect(rows[2]).toHaveTextContent(/due 12\/1\/26/);
  });
});
