import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { aProfile } from '@/testing/builders';
import { applicant, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const resume = {
  basics: { name: 'Ada Lovelace', label: 'Analyst' },
  work: [{ name: 'Acme', position: 'Analyst', startDate: '2020-01' }],
  education: [],
  skills: [{ name: 'Rust' }, { name: 'SQL' }],
  languages: [{ language: 'English' }],
};

function file(content: string, name = 'resume.json') {
  return new File([content], name, { type: 'application/json' });
}

describe('JSON Resume on the profile page', () => {
  it('shows what a file holds, imports it on confirmation and refills the form', async () => {
    let sent: unknown;
    server.use(
      http.get('/api/v1/me/profile', () => HttpResponse.json(aProfile())),
      http.post('/api/v1/me/profile/resume', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          profile: aProfile({
            fullName: 'Ada Lovelace',
            headline: 'Analyst',
            skills: ['SQL', 'Rust'],
          }),
          ignored: ['languages'],
        });
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: applicant, url: '/my-profile', width: 360 });
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Ada Applicant');
    await user.upload(
      screen.getByLabelText('Import from JSON Resume'),
      file(JSON.stringify(resume)),
    );

    const preview = await screen.findByRole('region', { name: 'In resume.json' });
    expect(within(preview).getByRole('heading', { name: 'In resume.json' })).toHaveFocus();
    expect(preview).toHaveTextContent('Ada Lovelace');
    expect(preview).toHaveTextContent('1 job, 0 education entries, 2 skills');
    expect(preview).toHaveTextContent('your photo, CV and date of birth stay');
    expect(sent).toBeUndefined();

    await user.click(within(preview).getByRole('button', { name: 'Import into my profile' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your profile was filled from the file. Your profile has no place for these parts of it, which were left out: languages.',
    );
    expect(sent).toEqual(resume);
    expect(screen.queryByRole('region', { name: 'In resume.json' })).toBeNull();
    expect(screen.getByLabelText(/Full name/)).toHaveValue('Ada Lovelace');
  });

  it('lists each field the server refused, and sends nothing for a file that is not JSON', async () => {
    let posts = 0;
    server.use(
      http.get('/api/v1/me/profile', () => HttpResponse.json(aProfile())),
      http.post('/api/v1/me/profile/resume', () => {
        posts += 1;
        return HttpResponse.json(
          errorBody('resume_invalid', 'invalid', {
            'work[0].startDate': 'resume_date_invalid',
          }),
          { status: 422 },
        );
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: applicant, url: '/my-profile' });
    const picker = await screen.findByLabelText('Import from JSON Resume');
    await user.upload(picker, file('{ not json'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a JSON Resume document (resume.json).',
    );
    expect(posts).toBe(0);

    await user.upload(picker, file(JSON.stringify({ work: [{ startDate: 'spring' }] })));
    await user.click(await screen.findByRole('button', { name: 'Import into my profile' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('see the fields');
    expect(within(alert).getByRole('listitem')).toHaveTextContent(
      'work[0].startDate: Write dates as 2024, 2024-06 or 2024-06-29.',
    );
    expect(posts).toBe(1);
    // The file stays in view to try again or cancel.
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('downloads the profile as resume.json', async () => {
    server.use(
      http.get('/api/v1/me/profile', () => HttpResponse.json(aProfile())),
      http.get('/api/v1/me/profile/resume.json', () =>
        HttpResponse.json({ basics: { name: 'Ada Applicant' } }),
      ),
    );
    const names: string[] = [];
    URL.createObjectURL = () => 'blob:resume';
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const user = userEvent.setup();
    renderApp({ user: applicant, url: '/my-profile' });
    await user.click(await screen.findByRole('button', { name: 'Download as JSON Resume' }));
    await vi.waitFor(() => expect(names).toEqual(['resume.json']));
    click.mockRestore();
  });
});
