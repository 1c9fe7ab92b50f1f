import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { admin, errorBody, standardTemplate } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const reasons: Schemas['RejectionReason'][] = [
  { id: 1, name: 'Skills', names: { en: 'Skills', de: 'Fähigkeiten' } },
  { id: 2, name: 'Salary', names: { en: 'Salary' } },
];

/** The page's lists, and every change request it sent. */
function answerHiring() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  let templates = [standardTemplate];
  server.use(
    http.get('/api/v1/admin/stage-templates', () => HttpResponse.json(templates)),
    http.get('/api/v1/admin/rejection-reasons', () => HttpResponse.json(reasons)),
    http.post('/api/v1/admin/stage-templates', async ({ request }) => {
      const body = (await request.json()) as Schemas['StageTemplateInput'];
      sent.push({ method: 'POST', path: '/api/v1/admin/stage-templates', body });
      if (body.name === 'Standard') {
        return HttpResponse.json(
          errorBody('validation_failed', 'Invalid.', { name: 'stage_template_name_taken' }),
          { status: 400 },
        );
      }
      const created = { id: 2, name: body.name, isDefault: false, stages: body.stages };
      templates = [...templates, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put('/api/v1/admin/rejection-reasons', async ({ request }) => {
      const body = (await request.json()) as Schemas['ReasonsInput'];
      sent.push({ method: 'PUT', path: '/api/v1/admin/rejection-reasons', body });
      return HttpResponse.json(
        body.reasons.map((reason, index) => ({
          id: reason.id ?? 10 + index,
          name: reason.names.en ?? '',
          names: reason.names,
        })),
      );
    }),
  );
  return sent;
}

describe('the hiring processes page', () => {
  it('creates a template, showing the server’s field error at its field first', async () => {
    const sent = answerHiring();
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/admin/hiring' });

    const templates = await screen.findByRole('region', { name: 'Stage templates' });
    expect(await within(templates).findByText('Standard')).toBeVisible();
    expect(within(templates).getByText('Default')).toBeVisible();
    // The default template cannot be deleted.
    expect(within(templates).queryByRole('button', { name: /Delete template/ })).toBeNull();

    await user.click(within(templates).getByRole('button', { name: 'New template' }));
    expect(await screen.findByRole('heading', { name: 'New template' })).toHaveFocus();
    // A new template starts from the five kinds, named in the reader's language.
    const stages = within(templates).getAllByRole('group', { name: /^Stage \d$/ });
    expect(stages).toHaveLength(5);
    expect(within(stages[3] as HTMLElement).getByLabelText(/Name in English/)).toHaveValue(
      'Offer made',
    );

    // A second interview stage, moved before the offer.
    await user.click(screen.getByRole('button', { name: 'Add a stage' }));
    const added = screen.getByRole('group', { name: 'Stage 6' });
    expect(within(added).getByLabelText(/Name in English/)).toHaveFocus();
    await user.type(within(added).getByLabelText(/Name in English/), 'Team interview');
    await user.type(within(added).getByLabelText('Name in German'), 'Teamgespräch');
    await user.selectOptions(within(added).getByLabelText('Kind'), 'Interview');
    await user.click(screen.getByRole('button', { name: 'Move “Team interview” up' }));
    await user.click(screen.getByRole('button', { name: 'Move “Team interview” up' }));
    expect(screen.getByRole('button', { name: 'Move “Team interview” up' })).toHaveFocus();

    // A name that is taken: the server says so at the name, which takes the focus.
    await user.type(screen.getByLabelText(/Template name/), 'Standard');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    const name = await screen.findByLabelText(/Template name/);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('There is already a template with this name.')).toBeVisible();
    await waitFor(() => expect(name).toHaveFocus());

    await user.clear(name);
    await user.type(name, 'Engineering');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Template “Engineering” saved.');
    expect(await within(templates).findByText('Engineering')).toBeVisible();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.body).toEqual({
      name: 'Engineering',
      isDefault: false,
      stages: [
        { kind: 'submitted', names: { en: 'Submitted' }, kit: [] },
        { kind: 'in_review', names: { en: 'In review' }, kit: [] },
        { kind: 'interview', names: { en: 'Interview' }, kit: [] },
        { kind: 'interview', names: { en: 'Team interview', de: 'Teamgespräch' }, kit: [] },
        { kind: 'offered', names: { en: 'Offer made' }, kit: [] },
        { kind: 'hired', names: { en: 'Hired' }, kit: [] },
      ],
    });
  });

  it('asks for each stage’s name before sending a template', async () => {
    const sent = answerHiring();
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/admin/hiring' });
    await user.click(await screen.findByRole('button', { name: 'New template' }));
    await user.type(screen.getByLabelText(/Template name/), 'Short');
    const first = within(screen.getByRole('group', { name: 'Stage 1' }));
    await user.clear(first.getByLabelText(/Name in English/));
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(first.getByLabelText(/Name in English/)).toHaveFocus());
    expect(first.getByLabelText(/Name in English/)).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('saves the rejection reasons in their new order, a new one without an id', async () => {
    const sent = answerHiring();
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/admin/hiring' });
    const card = within(await screen.findByRole('region', { name: 'Rejection reasons' }));
    await card.findByRole('group', { name: 'Reason 1' });
    await user.click(card.getByRole('button', { name: 'Move “Salary” up' }));
    await user.click(card.getByRole('button', { name: 'Add a reason' }));
    await user.type(
      within(card.getByRole('group', { name: 'Reason 3' })).getByLabelText(/Name in English/),
      'Location',
    );
    await user.click(card.getByRole('button', { name: 'Save reasons' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Rejection reasons saved.');
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/v1/admin/rejection-reasons',
        body: {
          reasons: [
            { id: 2, names: { en: 'Salary' } },
            { id: 1, names: { en: 'Skills', de: 'Fähigkeiten' } },
            { id: null, names: { en: 'Location' } },
          ],
        },
      },
    ]);
  });
});
