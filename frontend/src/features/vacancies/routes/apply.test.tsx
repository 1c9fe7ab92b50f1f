import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { applicant, demoTenant, errorBody, myApplication, vacancyDetail } from '@/testing/fixtures';
import { renderApp } from '@/testing/render-app';
import { server } from '@/testing/server';

const cv = {
  id: '00000000-0000-4000-8000-0000000000cc',
  name: 'ada-cv.pdf',
  contentType: 'application/pdf',
  sizeBytes: 4096,
  uploadedAt: '2026-11-20T10:00:00Z',
  textState: 'done',
};

function profile(withCv: boolean) {
  return {
    id: 7,
    email: applicant.email,
    fullName: 'Ada Applicant',
    skills: [],
    education: [],
    experience: [],
    cv: withCv ? cv : null,
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
  };
}

const questions = [
  { id: 1, prompt: 'Do you have a work permit?', kind: 'yes_no', options: [], required: true },
  {
    id: 2,
    prompt: 'Preferred team',
    kind: 'choice',
    options: ['Payments', 'Risk'],
    required: false,
  },
];

function setUp({
  withCv = true,
  applyAnswer,
}: { withCv?: boolean; applyAnswer?: () => Response } = {}) {
  const sent: unknown[] = [];
  server.use(
    http.get('/api/v1/tenant', () =>
      HttpResponse.json({ ...demoTenant, privacyNotice: '## Your data\n\nWe keep it **safe**.' }),
    ),
    http.get('/api/v1/vacancies/11', () =>
      HttpResponse.json(vacancyDetail({ questions } as never)),
    ),
    http.get('/api/v1/me/profile', () => HttpResponse.json(profile(withCv))),
    http.post('/api/v1/vacancies/11/applications', async ({ request }) => {
      sent.push(await request.json());
      return applyAnswer ? applyAnswer() : HttpResponse.json({}, { status: 201 });
    }),
  );
  return sent;
}

describe('apply flow', () => {
  it('goes from profile to questions, consent and review, and sends the application', async () => {
    const sent = setUp();
    const user = userEvent.setup();
    renderApp({ user: applicant, url: '/job-vacancy/11/apply' });
    expect(await screen.findByText('ada-cv.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByRole('heading', { name: 'Questions' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please answer this question.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('radio', { name: 'Risk' }));
    await user.type(screen.getByLabelText('Cover letter (optional)'), 'I like risk.');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByRole('heading', { name: 'Your data' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Please agree to the privacy notice to apply.')).toBeInTheDocument();
    await user.click(screen.getByLabelText(/I have read the privacy notice/));
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(screen.getByText('Do you have a work permit?').nextSibling).toHaveTextContent('Yes');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Application sent');
    expect(sent[0]).toEqual({
      coverLetter: 'I like risk.',
      answers: [
        { questionId: 1, answer: true },
        { questionId: 2, answer: 'Risk' },
      ],
      consent: true,
      source: 'careers-site',
    });
  });

  it('sends the job board’s source the visitor arrived with, after signing in on the way', async () => {
    const sent = setUp();
    const user = userEvent.setup();
    // A visitor follows a job board's link: the apply page sends them to sign in first.
    const visitor = renderApp({ url: '/job-vacancy/11/apply?source=indeed' });
    await waitFor(() => expect(visitor.router.state.location.pathname).toBe('/login'));
    visitor.unmount();
    // Signed in, they come back to the apply page without the source in its address.
    renderApp({ user: applicant, url: '/job-vacancy/11/apply' });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByLabelText(/I have read the privacy notice/));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Application sent');
    expect(sent[0]).toMatchObject({ source: 'indeed' });
    // Sent once: a later application to it counts for the careers site.
    expect(sessionStorage.getItem('erecruit.applySource.11')).toBeNull();
  });

  it('asks for a CV before going on', async () => {
    setUp({ withCv: false });
    renderApp({ user: applicant, url: '/job-vacancy/11/apply' });
    expect(await screen.findByText('Upload a CV to continue.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(screen.getByLabelText('Upload your CV')).toBeEnabled();
  });

  it('says so when the applicant has already applied', async () => {
    setUp({
      applyAnswer: () =>
        HttpResponse.json(errorBody('already_applied', 'Already applied.'), { status: 409 }),
    });
    const user = userEvent.setup();
    renderApp({ user: applicant, url: '/job-vacancy/11/apply' });
    await user.click(await screen.findByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByLabelText(/I have read the privacy notice/));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(
      await screen.findByRole('heading', { name: 'You have already applied for this vacancy.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your applications' })).toHaveAttribute(
      'href',
      '/my-application',
    );
  });

  it('tells an applicant who already applied so before the first step', async () => {
    setUp();
    server.use(
      http.get('/api/v1/me/applications', () =>
        HttpResponse.json([myApplication('withdrawn', false)]),
      ),
    );
    renderApp({ user: applicant, url: '/job-vacancy/11/apply' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'You have already applied for this vacancy.',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('Withdrawn')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See your applications' })).toHaveAttribute(
      'href',
      '/my-application',
    );
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
  });

  it('does not start for a closed vacancy', async () => {
    server.use(
      http.get('/api/v1/vacancies/11', () => HttpResponse.json(vacancyDetail({ isOpen: false }))),
    );
    renderApp({ user: applicant, url: '/job-vacancy/11/apply' });
    expect(
      await screen.findByRole('heading', { name: 'This vacancy no longer accepts applications.' }),
    ).toBeInTheDocument();
  });

  it('creates a profile inline when there is none', async () => {
    let created = false;
    server.use(
      http.get('/api/v1/vacancies/11', () => HttpResponse.json(vacancyDetail())),
      http.get('/api/v1/me/profile', () =>
        created
          ? HttpResponse.json(profile(false))
          : HttpResponse.json(errorBody('profile_not_found', 'none'), { status: 404 }),
      ),
      http.put('/api/v1/me/profile', () => {
        created = true;
        return HttpResponse.json(profile(false));
      }),
    );
    const user = userEvent.setup();
    renderApp({ user: { ...applicant, person: 0 }, url: '/job-vacancy/11/apply' });
    await user.type(await screen.findByLabelText(/Full name/), 'Ada Applicant');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Upload a CV to continue.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('userInfo') ?? '{}')).toMatchObject({ person: 7 });
  });
});
