import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { admin, adminVacancy, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { RUST } from '../testing/scorecard-data';

const kits: Schemas['StageKit'][] = [
  { stageId: 101, kind: 'submitted', stageName: 'Applied', attributes: [] },
  {
    stageId: 103,
    kind: 'interview',
    stageName: 'Technical interview',
    attributes: [
      {
        id: RUST,
        area: 'skills',
        names: { en: 'Rust' },
        guidance: { en: 'Ownership.' },
        questions: { en: ['First?', 'Second?'] },
      },
    ],
  },
];

describe('a vacancy’s interview kits', () => {
  it('edits an interview stage’s kit, shows the server’s problem at its field and saves', async () => {
    const bodies: Schemas['KitInput'][] = [];
    server.use(
      http.get('/api/v1/admin/vacancies/11', () => HttpResponse.json(adminVacancy())),
      http.get('/api/v1/admin/vacancies/11/interview-kits', () => HttpResponse.json(kits)),
      http.put('/api/v1/admin/vacancies/11/interview-kits/103', async ({ request }) => {
        const body = (await request.json()) as Schemas['KitInput'];
        bodies.push(body);
        if (bodies.length === 1) {
          return HttpResponse.json(
            errorBody('validation_failed', 'Invalid.', {
              'attributes.1.names': 'kit_attribute_name_invalid',
            }),
            { status: 400 },
          );
        }
        return HttpResponse.json({
          ...kits[1],
          attributes: body.attributes.map((attribute, index) => ({
            ...attribute,
            id: attribute.id ?? `new-${index}`,
          })),
        });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: admin, url: '/job-vacancy-setting/11/edit' });

    const card = within(await screen.findByRole('region', { name: 'Interview kits' }));
    const stage = within(await card.findByRole('region', { name: 'Technical interview' }));
    // Other stages are offered a kit rather than shown with one.
    expect(card.getByRole('button', { name: 'Add a kit to Applied' })).toBeVisible();

    const rust = within(stage.getByRole('group', { name: 'Attribute 1' }));
    expect(rust.getByLabelText(/Name \(English\)/)).toHaveValue('Rust');
    expect(rust.getByLabelText(/Suggested questions \(English\)/)).toHaveValue('First?\nSecond?');

    await user.click(stage.getByRole('button', { name: 'Add attribute' }));
    const second = within(stage.getByRole('group', { name: 'Attribute 2' }));
    await waitFor(() => expect(second.getByLabelText(/Name \(English\)/)).toHaveFocus());
    await user.selectOptions(second.getByLabelText('Area'), 'Personality');
    await user.click(stage.getByRole('button', { name: 'Save kit of Technical interview' }));

    // The server's problem with the new attribute's name is shown at that name.
    const name = second.getByLabelText(/Name \(English\)/);
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription(
      'An attribute needs a name of 1 to 80 characters, on one line, in at least one language.',
    );

    await user.type(name, 'Teamwork');
    await user.type(second.getByLabelText(/Suggested questions \(English\)/), 'One\n\n Two ');
    // Teamwork goes first.
    await user.click(second.getByRole('button', { name: 'Move Teamwork up' }));
    await user.click(stage.getByRole('button', { name: 'Save kit of Technical interview' }));
    expect(await stage.findByText('Kit of Technical interview saved.')).toBeVisible();
    expect(bodies[1]).toEqual({
      attributes: [
        {
          area: 'personality',
          names: { en: 'Teamwork' },
          guidance: {},
          questions: { en: ['One', 'Two'] },
        },
        {
          id: RUST,
          area: 'skills',
          names: { en: 'Rust' },
          guidance: { en: 'Ownership.' },
          questions: { en: ['First?', 'Second?'] },
        },
      ],
    });
  });
});
