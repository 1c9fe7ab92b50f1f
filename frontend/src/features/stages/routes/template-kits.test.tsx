import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { admin, errorBody, standardTemplate } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const RUST = '00000000-0000-4000-8000-0000000000a1';
const MOTIVATION = '00000000-0000-4000-8000-0000000000a3';

const rust: Schemas['KitAttribute'] = {
  id: RUST,
  area: 'skills',
  names: { en: 'Rust' },
  guidance: { en: 'Ownership.' },
  questions: { en: ['First?'] },
};
const motivation: Schemas['KitAttribute'] = {
  id: MOTIVATION,
  area: 'other',
  names: { en: 'Motivation' },
};

/** The standard template with a kit at its interview stage and one at its offer stage. */
const template: Schemas['StageTemplate'] = {
  ...standardTemplate,
  stages: standardTemplate.stages.map((stage) => {
    if (stage.kind === 'interview') return { ...stage, kit: [rust] };
    if (stage.kind === 'offered') return { ...stage, kit: [motivation] };
    return stage;
  }),
};

/** The template's list, and each body a save sent (the first is refused at a kit's field). */
function answerTemplates() {
  const bodies: Schemas['StageTemplateInput'][] = [];
  server.use(
    http.get('/api/v1/admin/stage-templates', () => HttpResponse.json([template])),
    http.get('/api/v1/admin/rejection-reasons', () => HttpResponse.json([])),
    http.put('/api/v1/admin/stage-templates/1', async ({ request }) => {
      const body = (await request.json()) as Schemas['StageTemplateInput'];
      bodies.push(body);
      if (bodies.length === 1) {
        return HttpResponse.json(
          errorBody('validation_failed', 'Invalid.', {
            'stages.2.kit.1.names': 'kit_attribute_name_invalid',
          }),
          { status: 400 },
        );
      }
      return HttpResponse.json({ ...template, ...body, id: 1, isDefault: true });
    }),
  );
  return bodies;
}

describe('a stage template’s interview kits', () => {
  it('edits a stage’s kit, shows the server’s problem at its field and saves every kit', async () => {
    const bodies = answerTemplates();
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/admin/hiring' });

    // The way to the interviewers' calibration.
    expect(await screen.findByRole('link', { name: /Interviewer calibration/ })).toHaveAttribute(
      'href',
      '/scorecards/calibration',
    );
    await user.click(await screen.findByRole('button', { name: 'Edit template “Standard”' }));

    // Stages with a kit show it; the others offer one.
    const kit = within(await screen.findByRole('group', { name: 'Interview kit of Interview' }));
    expect(screen.getByRole('group', { name: 'Interview kit of Offer' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add a kit to Submitted' })).toBeVisible();
    const first = within(kit.getByRole('group', { name: 'Attribute 1' }));
    expect(first.getByLabelText(/Name \(English\)/)).toHaveValue('Rust');
    expect(first.getByLabelText(/Suggested questions \(English\)/)).toHaveValue('First?');

    // A new attribute without a name: the server says so at that name, which takes the focus.
    await user.click(kit.getByRole('button', { name: 'Add attribute' }));
    const second = within(kit.getByRole('group', { name: 'Attribute 2' }));
    const name = second.getByLabelText(/Name \(English\)/);
    await waitFor(() => expect(name).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(
      'An attribute needs a name of 1 to 80 characters, on one line, in at least one language.',
    );
    await waitFor(() => expect(name).toHaveFocus());
    // Shown at its field only, not again above the form.
    expect(screen.queryByRole('alert')).toBeNull();

    await user.type(name, 'Teamwork');
    await user.selectOptions(second.getByLabelText('Area'), 'Personality');
    await user.type(second.getByLabelText(/Suggested questions \(English\)/), 'One\n Two ');
    await user.click(screen.getByRole('button', { name: 'Save template' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Template “Standard” saved.');

    expect(bodies).toHaveLength(2);
    expect(bodies[1]?.stages).toEqual([
      { kind: 'submitted', names: { en: 'Submitted' }, kit: [] },
      { kind: 'in_review', names: { en: 'In review' }, kit: [] },
      {
        kind: 'interview',
        names: { en: 'Interview' },
        kit: [
          rust,
          {
            area: 'personality',
            names: { en: 'Teamwork' },
            guidance: {},
            questions: { en: ['One', 'Two'] },
          },
        ],
      },
      // A kit left alone is sent as it came.
      { kind: 'offered', names: { en: 'Offer' }, kit: [motivation] },
      { kind: 'hired', names: { en: 'Hired' }, kit: [] },
    ]);
  });
});
