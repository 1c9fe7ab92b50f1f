import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Schemas } from '@/lib/api/types';
import { useSession } from '@/lib/session/session-store';
import { aProfile } from '@/testing/builders';
import { applicant, errorBody } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const newApplicant = { ...applicant, person: 0 };

function profile(overrides: Partial<Schemas['Profile']> = {}): Schemas['Profile'] {
  return aProfile({
    phone: '+351 912 345 678',
    headline: 'Data analyst',
    education: [{ institution: 'University of Lisbon', degree: 'BSc' }],
    ...overrides,
  });
}

describe('my profile', () => {
  it('starts a first profile with the account’s name even after a reload', async () => {
    server.use(
      http.get('/api/v1/me/profile', () =>
        HttpResponse.json(errorBody('profile_not_found', 'none'), { status: 404 }),
      ),
      http.get('/api/v1/me', () =>
        HttpResponse.json({ ...newApplicant, name: 'Ada From Account' }),
      ),
    );
    renderApp({ user: newApplicant, url: '/my-profile' });
    // A reload keeps the token and userInfo ({role, person, email}), not the name.
    useSession.setState({ user: null });
    expect(await screen.findByLabelText(/Full name/)).toHaveValue('Ada From Account');
  });

  it('creates the profile on the first save and makes the person known at once', async () => {
    let sent: unknown;
    server.use(
      http.get('/api/v1/me/profile', () =>
        HttpResponse.json(errorBody('profile_not_found', 'none'), { status: 404 }),
      ),
      http.put('/api/v1/me/profile', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(profile({ id: 42, fullName: 'Ada Lovelace', skills: ['Rust'] }));
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: newApplicant, url: '/my-profile' });
    const name = await screen.findByLabelText(/Full name/);
    expect(name).toHaveValue('Ada Applicant');
    expect(screen.getByLabelText('Choose a photo')).toBeDisabled();
    expect(screen.getByLabelText('Upload your CV')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Job Vacancy' })).toBeNull();

    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    await user.type(screen.getByLabelText('Add a skill'), 'Rust{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add work experience' }));
    await user.type(screen.getByLabelText(/Job title/), 'Analyst');
    await user.type(screen.getByLabelText(/Company/), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByRole('status')).toHaveTextContent('You can now add a photo');
    expect(sent).toMatchObject({
      fullName: 'Ada Lovelace',
      skills: ['Rust'],
      experience: [{ company: 'Acme', title: 'Analyst', current: false, endDate: null }],
      phone: null,
    });
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({ person: 42 });
    expect(await screen.findByRole('button', { name: 'Job Vacancy' })).toBeInTheDocument();
    expect(screen.getByLabelText('Upload your CV')).toBeEnabled();
  });

  it('shows the server’s field errors at the fields', async () => {
    server.use(
      http.get('/api/v1/me/profile', () => HttpResponse.json(profile())),
      http.put('/api/v1/me/profile', () =>
        HttpResponse.json(
          errorBody('validation_failed', 'invalid', {
            phone: 'phone_invalid',
            'education[0]': 'date_range_invalid',
          }),
          { status: 400 },
        ),
      ),
    );
    renderApp({ user: applicant, url: '/my-profile' });
    await userEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    expect(await screen.findByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Use only digits, spaces and + - ( ), at most 40 characters.'),
    ).toBeInTheDocument();
    const education = screen.getByRole('group', { name: 'Education 1' });
    expect(within(education).getByRole('alert')).toHaveTextContent(
      'The end date must not be before the start date.',
    );
  });

  it('previews and uploads a photo, and uploads a CV with its name', async () => {
    let avatarType: string | null = null;
    let avatarName: string | null = null;
    let cvName: string | null = null;
    server.use(
      http.get('/api/v1/me/profile', () => HttpResponse.json(profile())),
      http.put('/api/v1/me/avatar', ({ request }) => {
        avatarType = request.headers.get('content-type');
        avatarName = request.headers.get('x-file-name');
        return HttpResponse.json({ image: '/api/v1/files/abc?sig=1' });
      }),
      http.put('/api/v1/me/cv', ({ request }) => {
        cvName = request.headers.get('x-file-name');
        return HttpResponse.json({
          id: '00000000-0000-4000-8000-0000000000cc',
          name: 'cv.pdf',
          contentType: 'application/pdf',
          sizeBytes: 2048,
          uploadedAt: '2026-11-20T10:00:00Z',
          textState: 'done',
        });
      }),
    );
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
    const user = userEvent.setup();
    renderApp({ user: applicant, url: '/my-profile' });
    const photo = new File(['png'], 'me.png', { type: 'image/png' });
    await user.upload(await screen.findByLabelText('Choose a photo'), photo);
    const pictures = await screen.findAllByRole('img', { name: 'Profile picture' });
    expect(pictures.some((img) => img.getAttribute('src') === 'blob:preview')).toBe(true);
    await vi.waitFor(() => expect(avatarType).toBe('image/png'));
    expect(avatarName).toBe('me.png');

    const cv = new File(['%PDF'], 'Lebenslauf Müller.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Upload your CV'), cv);
    // Percent-encoded (headers are ASCII); the server decodes it back to the original name.
    await vi.waitFor(() => expect(cvName).toBe('Lebenslauf%20M%C3%BCller.pdf'));
  });

  it('refuses a photo of the wrong type before sending it', async () => {
    server.use(http.get('/api/v1/me/profile', () => HttpResponse.json(profile())));
    renderApp({ user: applicant, url: '/my-profile' });
    const gif = new File(['gif'], 'me.gif', { type: 'image/gif' });
    await userEvent.upload(await screen.findByLabelText('Choose a photo'), gif, {
      applyAccept: false,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please choose a JPEG, PNG or WebP image.',
    );
  });

  it('offers to try again when the profile cannot be loaded', async () => {
    server.use(
      http.get('/api/v1/me/profile', () =>
        HttpResponse.json(errorBody('internal_error', 'boom'), { status: 500 }),
      ),
    );
    renderApp({ user: applicant, url: '/my-profile' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
