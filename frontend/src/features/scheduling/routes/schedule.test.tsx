import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';
import { TOKEN, aPage, answerPage, bookedPage, failure, loopAt } from '../testing/scheduling-data';

const NEW_YORK = 'America/New_York';

async function chooseZone(zone: string) {
  await userEvent.selectOptions(await screen.findByLabelText('Your time zone'), zone);
}

describe('the candidate’s scheduling page', () => {
  it('offers the free times by day in the chosen zone and books one, signed out', async () => {
    let page = aPage();
    answerPage(() => page);
    const sent: unknown[] = [];
    server.use(
      http.post(`/api/v1/scheduling/${TOKEN}/booking`, async ({ request }) => {
        const body = (await request.json()) as { start: string; timeZone: string };
        sent.push(body);
        page = bookedPage(loopAt(body.start), body.timeZone);
        return HttpResponse.json(page);
      }),
    );
    renderApp({ url: `/schedule/${TOKEN}` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your interview time' }),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Backend Engineer' })).toBeVisible();
    expect(screen.getByText('Looking forward to meeting you.')).toBeVisible();
    expect(screen.getByText('Your 2 interviews, booked together')).toBeVisible();
    expect(screen.getByText('Technical interview (45 min)')).toBeVisible();

    await chooseZone(NEW_YORK);
    // 14:00 UTC is 9 in the morning in New York; the two 8 December times share a day.
    const tuesday = within(screen.getByRole('group', { name: 'Tuesday, December 8, 2026' }));
    const radios = tuesday.getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios[0]).toHaveAccessibleName(/^9:00\sAM.*Technical interview.*Team talk/);
    expect(screen.getByRole('group', { name: 'Wednesday, December 9, 2026' })).toBeVisible();

    const book = screen.getByRole('button', { name: 'Book this time' });
    expect(book).toBeDisabled();
    await userEvent.click(radios[0]!);
    expect(screen.getByText(/^You chose Tuesday, December 8, 2026/)).toBeVisible();
    await userEvent.click(book);

    expect(await screen.findByRole('heading', { name: 'Your interview is booked' })).toBeVisible();
    expect(sent).toEqual([{ start: '2026-12-08T14:00:00Z', timeZone: NEW_YORK }]);
    expect(screen.getByRole('heading', { level: 3, name: 'Team talk' })).toBeVisible();
    expect(screen.getAllByText(/9:45\s–\s10:15\sAM EST/)).toHaveLength(1);
    expect(screen.getByText('With Ada Admin and Sam Staff')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Join online' })).toHaveAttribute(
      'href',
      'https://meet.example/abc',
    );
  });

  it('says when a time was just taken and shows the times still free', async () => {
    let page = aPage();
    answerPage(() => page);
    server.use(
      http.post(`/api/v1/scheduling/${TOKEN}/booking`, () => {
        page = aPage({ options: aPage().options.slice(1) });
        return failure('slot_taken', 409);
      }),
    );
    renderApp({ url: `/schedule/${TOKEN}` });
    await chooseZone('UTC');
    await userEvent.click(screen.getAllByRole('radio')[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(
      await screen.findByText('That time was just taken — here are the times still free.'),
    ).toBeVisible();
    await waitFor(() => expect(screen.getAllByRole('radio')).toHaveLength(2));
    expect(screen.getByRole('button', { name: 'Book this time' })).toBeDisabled();
  });

  it('moves a booked loop to another time, and cancels it after asking', async () => {
    const first = loopAt('2026-12-08T14:00:00Z');
    let page = bookedPage(first, NEW_YORK);
    page.options = [loopAt('2026-12-09T14:00:00Z')];
    answerPage(() => page);
    const sent: unknown[] = [];
    server.use(
      http.post(`/api/v1/scheduling/${TOKEN}/booking`, async ({ request }) => {
        const body = (await request.json()) as { start: string; timeZone: string };
        sent.push(body);
        page = { ...bookedPage(loopAt(body.start), body.timeZone), options: [first] };
        return HttpResponse.json(page);
      }),
      http.delete(`/api/v1/scheduling/${TOKEN}/booking`, () => {
        page = { ...aPage(), state: 'cancelled', options: [] };
        return HttpResponse.json(page);
      }),
    );
    renderApp({ url: `/schedule/${TOKEN}` });
    // The zone the candidate booked in is the one shown.
    expect(await screen.findByLabelText('Your time zone')).toHaveValue(NEW_YORK);
    expect(screen.getAllByText(/Tuesday, December 8, 2026/)).toHaveLength(2);
    expect(screen.getByText(/up to 24 hours before it starts/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Reschedule' }));
    const moving = within(screen.getByRole('region', { name: 'Choose another time' }));
    await userEvent.click(moving.getByRole('radio'));
    await userEvent.click(moving.getByRole('button', { name: 'Move to this time' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Choose another time' })).toBeNull(),
    );
    expect(screen.getAllByText(/Wednesday, December 9, 2026/)[0]).toBeVisible();
    expect(sent).toEqual([{ start: '2026-12-09T14:00:00Z', timeZone: NEW_YORK }]);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel the interview' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel the interview?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel the interview' }));
    expect(await screen.findByText(/These interviews were cancelled/)).toBeVisible();
  });

  it('offers no change once the notice has passed', async () => {
    answerPage(() => ({
      ...bookedPage(loopAt('2026-12-08T14:00:00Z'), 'UTC', false),
      options: [],
    }));
    renderApp({ url: `/schedule/${TOKEN}` });
    expect(await screen.findByText(/less than 24 hours before the interview/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel the interview' })).toBeNull();
  });

  it.each([
    ['scheduling_link_invalid', 404, 'This link to choose interview times is not valid.'],
    ['scheduling_link_expired', 410, 'This link to choose interview times has expired.'],
  ] as const)('explains a link the server answers %s', async (code, status, text) => {
    answerPage(() => failure(code, status));
    renderApp({ url: `/schedule/${TOKEN}` });
    expect(await screen.findByText(text)).toBeVisible();
    expect(screen.getByRole('link', { name: 'See our vacancies' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /retry/i })).toBeNull();
  });
});
