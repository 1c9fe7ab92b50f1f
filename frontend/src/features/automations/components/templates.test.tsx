import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { admin } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { answerLists, invalid, templateList } from '../testing/automation-data';

async function templatesCard() {
  return within(await screen.findByRole('region', { name: 'Message templates' }));
}

describe('the message templates card', () => {
  it('previews a text filled from an application, then saves it after the server’s field errors', async () => {
    answerLists();
    const previews: unknown[] = [];
    const saves: { path: string; body: unknown }[] = [];
    server.use(
      http.post('/api/v1/admin/message-templates/preview', async ({ request }) => {
        previews.push(await request.json());
        return HttpResponse.json({
          subject: 'Einladung zum Gespräch: Deck Officer',
          body: 'Hallo Ana Applicant, …',
          applicationId: 42,
        });
      }),
      http.put('/api/v1/admin/message-templates/:kind/:locale', async ({ request, params }) => {
        const body = (await request.json()) as { subject: string; body: string };
        saves.push({ path: `${String(params.kind)}/${String(params.locale)}`, body });
        if (saves.length === 1)
          return invalid({ 'text.subject': 'mail_template_placeholder_unknown' });
        return HttpResponse.json(templateList({ interview_invitation: { de: body } }));
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/admin/automations' });
    const card = await templatesCard();
    await user.selectOptions(await card.findByLabelText('Message'), 'Interview invitation');
    expect(
      card.getByText(
        'Sent with an interview scheduled in the calendar, or by a rule to invite the applicant.',
      ),
    ).toBeVisible();
    await user.click(card.getByRole('tab', { name: 'German' }));
    expect(card.getByRole('heading', { name: 'Interview invitation in German' })).toBeVisible();
    expect(card.getByText('Our wording')).toBeVisible();
    // The merge fields, as the texts write them.
    expect(card.getByText('{vacancy_title}')).toBeVisible();
    expect(card.getByLabelText(/^Subject/)).toHaveAccessibleDescription(/Merge fields:/);

    const subject = card.getByLabelText(/^Subject/);
    await user.clear(subject);
    await user.type(subject, 'Einladung: {{vacancy_title}');
    await user.click(card.getByRole('button', { name: 'Preview' }));
    expect(await card.findByText('Einladung zum Gespräch: Deck Officer')).toBeVisible();
    expect(card.getByText('Filled in from application #42. Nothing was sent.')).toBeVisible();
    expect(previews).toEqual([
      {
        kind: 'interview_invitation',
        locale: 'de',
        subject: 'Einladung: {vacancy_title}',
        body: 'Our interview_invitation body (de), {applicant_name}.',
      },
    ]);

    await user.click(card.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(card.getByLabelText(/^Subject/)).toBeInvalid());
    expect(card.getByLabelText(/^Subject/)).toHaveAccessibleDescription(
      /names a merge field this message does not have/,
    );
    await user.click(card.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The message “Interview invitation” in German was saved.'),
    ).toBeVisible();
    expect(card.getByText('Your wording')).toBeVisible();
    expect(card.getByLabelText(/^Subject/)).toBeValid();
    expect(saves.map((save) => save.path)).toEqual([
      'interview_invitation/de',
      'interview_invitation/de',
    ]);
  });

  it('goes back to our wording of a language the tenant worded', async () => {
    const own = { rejection: { en: { subject: 'Sorry', body: 'We chose someone else.' } } };
    answerLists({ templates: templateList(own) });
    const deleted: string[] = [];
    server.use(
      http.delete('/api/v1/admin/message-templates/:kind/:locale', ({ params }) => {
        deleted.push(`${String(params.kind)}/${String(params.locale)}`);
        return HttpResponse.json(templateList());
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/admin/automations' });
    const card = await templatesCard();
    await user.selectOptions(await card.findByLabelText('Message'), 'Rejection');
    expect(card.getByLabelText(/^Subject/)).toHaveValue('Sorry');
    expect(card.getByText('Your wording')).toBeVisible();
    await user.click(card.getByRole('button', { name: 'Use our wording' }));
    await waitFor(() =>
      expect(card.getByLabelText(/^Subject/)).toHaveValue(
        'Our rejection subject (en): {vacancy_title}',
      ),
    );
    expect(card.getByText('Our wording')).toBeVisible();
    expect(card.queryByRole('button', { name: 'Use our wording' })).toBeNull();
    expect(deleted).toEqual(['rejection/en']);
  });
});
