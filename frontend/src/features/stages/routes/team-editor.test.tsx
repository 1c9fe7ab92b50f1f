import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { useLocaleStore } from '@/lib/i18n/locale-store';
import { admin, adminVacancy, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const harper: Schemas['TeamMember'] = {
  userId: '00000000-0000-4000-8000-000000000021',
  name: 'Harper Hale',
  email: 'harper@demo.test',
  role: 'hiring_manager',
};
const cleo = {
  id: '00000000-0000-4000-8000-000000000022',
  name: 'Cleo Colleague',
  email: 'cleo@demo.test',
};
const dana = {
  id: '00000000-0000-4000-8000-000000000023',
  name: 'Dana Doe',
  email: 'dana@demo.test',
};

/** The colleagues the people search finds (Harper too: the team editor leaves her out). */
const people = [{ id: harper.userId, name: harper.name, email: harper.email }, cleo, dana];

function answerTeam(team: Schemas['TeamMember'][]) {
  server.use(
    http.get('/api/v1/admin/vacancies/11', () => HttpResponse.json(adminVacancy())),
    http.get('/api/v1/admin/vacancies/11/team', () => HttpResponse.json(team)),
    http.get('/api/v1/calendar/people', () => HttpResponse.json({ data: people })),
  );
}

describe('a vacancy’s hiring team', () => {
  it('lists the team, adds a colleague, shows the server’s problem at its member and saves', async () => {
    answerTeam([harper]);
    const bodies: Schemas['TeamInput'][] = [];
    server.use(
      http.put('/api/v1/admin/vacancies/11/team', async ({ request }) => {
        const body = (await request.json()) as Schemas['TeamInput'];
        bodies.push(body);
        if (bodies.length === 1) {
          return HttpResponse.json(
            errorBody('validation_failed', 'Invalid.', {
              'members.1.userId': 'team_member_not_staff',
            }),
            { status: 400 },
          );
        }
        return HttpResponse.json(
          body.members.map(({ userId, role }) => {
            const person = people.find((candidate) => candidate.id === userId);
            return { userId, name: person?.name ?? '', email: person?.email ?? '', role };
          }),
        );
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/job-vacancy-setting/11/edit' });

    const card = within(await screen.findByRole('region', { name: 'Hiring team' }));
    const members = await card.findByRole('list', { name: 'Members of the hiring team' });
    const harperRow = within(within(members).getByRole('group', { name: 'Harper Hale' }));
    expect(harperRow.getByText('harper@demo.test')).toBeVisible();
    expect(harperRow.getByLabelText('Role')).toHaveDisplayValue('Hiring manager');

    // Those on the team already are not offered again.
    const person = card.getByLabelText('Colleague');
    await waitFor(() =>
      expect(
        within(person)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        'Choose a colleague',
        'Cleo Colleague (cleo@demo.test)',
        'Dana Doe (dana@demo.test)',
      ]),
    );
    const add = card.getByRole('button', { name: 'Add to the team' });
    expect(add).toBeDisabled();
    await user.selectOptions(person, 'Cleo Colleague (cleo@demo.test)');
    await user.selectOptions(
      card.getByLabelText('Role', { selector: '#vacancy-team-new-role' }),
      'Recruiter',
    );
    await user.click(add);
    expect(
      card.getByText('Cleo Colleague added as Recruiter. Save the team to keep the change.'),
    ).toBeVisible();
    // The focus goes back to the choice (the button is disabled until the next one).
    await waitFor(() => expect(person).toHaveFocus());
    expect(within(person).queryByRole('option', { name: /Cleo/ })).toBeNull();
    const cleoRow = within(within(members).getByRole('group', { name: 'Cleo Colleague' }));
    expect(cleoRow.getByLabelText('Role')).toHaveDisplayValue('Recruiter');

    await user.click(card.getByRole('button', { name: 'Save team' }));
    // The server's problem with the second member is shown at their role, which takes the focus.
    const cleoRole = cleoRow.getByLabelText('Role');
    await waitFor(() => expect(cleoRole).toHaveAttribute('aria-invalid', 'true'));
    expect(cleoRole).toHaveAccessibleDescription(
      'Team members are active members of the recruiting team.',
    );
    await waitFor(() => expect(cleoRole).toHaveFocus());

    // Cleo leaves; Dana joins as a recruiter (the role chosen last stays); Harper now coordinates.
    await user.click(cleoRow.getByRole('button', { name: 'Remove Cleo Colleague from the team' }));
    await user.selectOptions(person, 'Dana Doe (dana@demo.test)');
    await user.click(add);
    await user.selectOptions(harperRow.getByLabelText('Role'), 'Coordinator');
    await user.click(card.getByRole('button', { name: 'Save team' }));
    expect(await card.findByText('Hiring team saved.')).toBeVisible();
    expect(bodies).toEqual([
      {
        members: [
          { userId: harper.userId, role: 'hiring_manager' },
          { userId: cleo.id, role: 'recruiter' },
        ],
      },
      {
        members: [
          { userId: harper.userId, role: 'coordinator' },
          { userId: dana.id, role: 'recruiter' },
        ],
      },
    ]);
    expect(
      within(within(members).getByRole('group', { name: 'Dana Doe' })).getByLabelText('Role'),
    ).toHaveDisplayValue('Recruiter');
  });

  it('keeps a second hiring manager from being sent, and shows the team’s problem in German', async () => {
    answerTeam([harper, { ...cleo, userId: cleo.id, role: 'recruiter' }]);
    let sent = 0;
    server.use(
      http.put('/api/v1/admin/vacancies/11/team', () => {
        sent += 1;
        return HttpResponse.json([]);
      }),
    );
    useLocaleStore.getState().setLocale('de');
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/job-vacancy-setting/11/edit' });

    const card = within(await screen.findByRole('region', { name: 'Einstellungsteam' }));
    const cleoRow = within(await card.findByRole('group', { name: 'Cleo Colleague' }));
    await user.selectOptions(cleoRow.getByLabelText('Rolle'), 'Einstellende Führungskraft');
    await user.click(card.getByRole('button', { name: 'Team speichern' }));
    const problem = await card.findByText(
      'Ein Team hat höchstens 50 Mitglieder, jedes einmal, und höchstens eine einstellende Führungskraft.',
    );
    expect(problem).toBeVisible();
    await waitFor(() => expect(document.getElementById('vacancy-team-list-error')).toHaveFocus());
    expect(sent).toBe(0);
  });
});
