import type { ErrorCode } from '@/lib/api/api-error';
import type { Schemas, VacancyDetail, VacancyPage, VacancySummary } from '@/lib/api/types';
import type { SessionUser } from '@/lib/session/types';

export const demoTenant: Schemas['PublicTenant'] = {
  slug: 'demo',
  name: 'Demo Company',
  erecruitmenttitle: 'Join Demo Company',
  logoUrl: null,
  primaryColor: '#0d6efd',
  defaultLocale: 'en',
  locales: ['en', 'de', 'fr', 'pt'],
  timeZone: 'Europe/Berlin',
  idleTimeoutMinutes: 15,
  mfaRequiredForAdmins: false,
};

export const applicant: SessionUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'applicant@demo.test',
  name: 'Ada Applicant',
  role: 'user',
  person: 7,
  loggedInWith: 'jwt',
};

export const admin: SessionUser = {
  id: '00000000-0000-4000-8000-000000000002',
  email: 'admin@demo.test',
  name: 'Alan Admin',
  role: 'admin',
  person: 0,
  loggedInWith: 'jwt',
};

export const staff: SessionUser = {
  id: '00000000-0000-4000-8000-000000000003',
  email: 'staff@demo.test',
  name: 'Sam Staff',
  role: 'staff',
  person: 0,
  loggedInWith: 'jwt',
};

/** A signed-in user's account, as `GET /api/v1/me` answers it. */
export function accountOf(
  user: SessionUser,
  overrides: Partial<Schemas['User']> = {},
): Schemas['User'] {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    person: user.person,
    status: 'active',
    locale: 'en',
    createdAt: '2026-11-01T09:00:00Z',
    updatedAt: '2026-11-01T09:00:00Z',
    verified: true,
    ...overrides,
  };
}

/**
 * The server's error envelope. Field problems carry server wording that the app never shows: it
 * translates each problem by its code, which is what the tests check.
 */
export function errorBody(
  code: ErrorCode,
  message: string,
  fields?: Record<string, ErrorCode>,
): Schemas['ErrorEnvelope'] {
  const problems = fields
    ? Object.fromEntries(
        Object.entries(fields).map(([field, problem]) => [
          field,
          { code: problem, message: `Server wording for ${problem}` },
        ]),
      )
    : undefined;
  return { error: { code, message, ...(problems ? { fields: problems } : {}) } };
}

export function vacancySummary(overrides: Partial<VacancySummary> = {}): VacancySummary {
  return {
    id: 11,
    title: 'Backend Engineer',
    slug: 'backend-engineer',
    category: 'experienced-hire',
    department: 'Engineering',
    location: 'Lisbon',
    employmentType: 'full_time',
    workplace: 'hybrid',
    salary: { min: 50000, max: 65000, currency: 'EUR' },
    publishedAt: '2026-11-01T09:00:00Z',
    closesAt: '2026-12-31T23:59:00Z',
    isOpen: true,
    language: 'en',
    ...overrides,
  };
}

/** A page of the public vacancy list (its total is always exact). */
export function vacancyPage(data: VacancySummary[], total = data.length, page = 1): VacancyPage {
  return { data, total, totalExact: true, page, perPage: 12 };
}

export function vacancyDetail(overrides: Partial<VacancyDetail> = {}): VacancyDetail {
  return {
    ...vacancySummary(),
    description: '## The team\n\nWe run **payments** for the whole group.',
    requirements: '- Rust\n- PostgreSQL',
    openings: 2,
    questions: [],
    ...overrides,
  };
}

/** A vacancy as the recruiters' endpoints answer it. */
export function adminVacancy(overrides: Record<string, unknown> = {}) {
  return {
    ...vacancyDetail({ salary: null }),
    salaryMin: 50000,
    salaryMax: 65000,
    salaryCurrency: 'EUR',
    showSalary: true,
    status: 'draft',
    createdAt: '2026-11-01T09:00:00Z',
    updatedAt: '2026-11-01T09:00:00Z',
    questions: [],
    translations: {},
    // The list's rows carry these too (the detail ignores them).
    applicants: 0,
    newApplicants: 0,
    popularity: 0,
    ...overrides,
  };
}

/** What the data retention has due (the admins' settings page). */
export function retentionOverview(
  overrides: Partial<Schemas['RetentionOverview']> = {},
): Schemas['RetentionOverview'] {
  return { retentionDays: 180, due: 2, toWarn: 3, warned: 1, ...overrides };
}

/** A job alert as its confirm and manage pages answer it. */
export function jobAlert(overrides: Partial<Schemas['JobAlert']> = {}): Schemas['JobAlert'] {
  return {
    email: 'visitor@example.test',
    categories: ['internship'],
    keywords: 'data',
    locale: 'en',
    confirmedAt: '2026-11-20T09:00:00Z',
    ...overrides,
  };
}

/** An application as its applicant's list answers it (for vacancy 11, Backend Engineer). */
export function myApplication(status: string, canWithdraw: boolean) {
  return {
    id: 5,
    status,
    vacancy: vacancySummary(),
    answers: [],
    canWithdraw,
    appliedAt: '2026-11-10T09:00:00Z',
    updatedAt: '2026-11-12T09:00:00Z',
    timeline: [
      { from: null, to: 'submitted', at: '2026-11-10T09:00:00Z' },
      ...(status === 'submitted'
        ? []
        : [{ from: 'submitted', to: status, at: '2026-11-12T09:00:00Z' }]),
    ],
  };
}

/** The mail unread counts: none unless given. */
export function mailCounts(overrides: Partial<Schemas['MailCounts']> = {}): Schemas['MailCounts'] {
  return {
    folders: { inbox: 0, sent: 0, draft: 0, trash: 0, spam: 0 },
    starred: 0,
    labels: { personal: 0, company: 0, important: 0, private: 0 },
    drafts: 0,
    applications: [],
    ...overrides,
  };
}

export const recruiterPerson: Schemas['MailPerson'] = {
  id: staff.id,
  name: staff.name,
  email: staff.email,
};

export const applicantPerson: Schemas['MailPerson'] = {
  id: applicant.id,
  name: applicant.name,
  email: applicant.email,
};

/** What lists and threads show of a message: from the recruiter to the applicant, about application 5. */
function mailHead(): Schemas['MailHead'] {
  return {
    id: 101,
    threadId: 101,
    from: recruiterPerson,
    to: [applicantPerson],
    subject: 'Interview next week',
    folder: 'inbox',
    starred: false,
    unread: true,
    labels: [],
    applicationId: 5,
    draft: false,
    sentAt: '2026-11-20T09:00:00Z',
  };
}

/** A message as a mail list shows it. */
export function mailSummary(
  overrides: Partial<Schemas['MailSummary']> = {},
): Schemas['MailSummary'] {
  return {
    ...mailHead(),
    excerpt: 'Could you come in on Tuesday?',
    attachmentCount: 0,
    ...overrides,
  };
}

export function mailPage(
  data: Schemas['MailSummary'][],
  total = data.length,
  page = 1,
  perPage = 20,
  totalExact = true,
): Schemas['Page_MailSummary'] {
  return { data, total, totalExact, page, perPage };
}

/** A whole message of a thread. */
export function mailMessage(
  overrides: Partial<Schemas['MailMessage']> = {},
): Schemas['MailMessage'] {
  return {
    ...mailHead(),
    body: 'Could you come in on **Tuesday**?',
    attachments: [],
    ...overrides,
  };
}

export function mailThread(
  overrides: Partial<Schemas['MailMessage']> = {},
  replies: Schemas['MailMessage'][] = [],
): Schemas['MailThread'] {
  return { ...mailMessage(overrides), replies };
}

/** A calendar event as `GET /calendar/events/{id}` answers it: staff's interview, nobody else invited. */
export function calendarEvent(
  overrides: Partial<Schemas['CalendarEvent']> = {},
): Schemas['CalendarEvent'] {
  return {
    id: 1,
    title: 'Interview with Ada',
    start: '2030-01-07T10:00:00Z',
    end: '2030-01-07T11:00:00Z',
    allDay: false,
    label: 'interview',
    location: null,
    description: null,
    organizer: { id: staff.id, name: staff.name },
    attendees: [],
    application: null,
    sequence: 0,
    canEdit: true,
    updatedAt: '2030-01-01T09:00:00Z',
    ...overrides,
  };
}

/** The event as the range's list answers it: no people, no description. */
export function calendarEventSummary(
  event: Schemas['CalendarEvent'],
): Schemas['CalendarEventSummary'] {
  return {
    id: event.id,
    title: event.title,
    start: event.start,
    end: event.end,
    allDay: event.allDay,
    label: event.label,
    location: event.location ?? null,
    organizerId: event.organizer.id,
    applicationId: event.application?.id ?? null,
    canEdit: event.canEdit,
  };
}

const STANDARD_STAGES = [
  ['submitted', 'Submitted'],
  ['in_review', 'In review'],
  ['interview', 'Interview'],
  ['offered', 'Offer'],
  ['hired', 'Hired'],
] as const;

/** The seeded default template: today's five statuses. */
export const standardTemplate: Schemas['StageTemplate'] = {
  id: 1,
  name: 'Standard',
  isDefault: true,
  stages: STANDARD_STAGES.map(([kind, name]) => ({ kind, names: { en: name } })),
};

/** A vacancy's process copied from the standard template (stage ids 101 to 105). */
export const standardStages: Schemas['StageView'][] = STANDARD_STAGES.map(
  ([kind, name], index) => ({
    id: 101 + index,
    kind,
    name,
    names: { en: name },
  }),
);
