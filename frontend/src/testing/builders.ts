import type { Schemas } from '@/lib/api/types';

/**
 * Test-data builders: one person's one application, Ada Applicant's (id 5) for vacancy 11,
 * Backend Engineer, in each shape the API answers it. A test states only what it is about:
 * `anApplication({ status: 'interview' })`.
 */

const APPLIED_AT = '2026-11-10T09:00:00Z';

/** As a vacancy's applicant list answers it. */
export function anApplicationSummary(
  overrides: Partial<Schemas['ApplicationSummary']> = {},
): Schemas['ApplicationSummary'] {
  return {
    id: 5,
    vacancyId: 11,
    personId: 7,
    applicantName: 'Ada Applicant',
    applicantEmail: 'applicant@demo.test',
    status: 'submitted',
    knockedOut: false,
    appliedAt: APPLIED_AT,
    updatedAt: APPLIED_AT,
    ...overrides,
  };
}

/** In full, as a recruiter opens it (`GET /api/v1/admin/applications/5`). */
export function anApplication(
  overrides: Partial<Schemas['ApplicationDetail']> = {},
): Schemas['ApplicationDetail'] {
  return {
    ...anApplicationSummary(),
    vacancyTitle: 'Backend Engineer',
    coverLetter: null,
    answers: [],
    cv: null,
    consentText: 'We keep your data safe.',
    consentAt: APPLIED_AT,
    timeline: [{ from: null, to: 'submitted', at: APPLIED_AT }],
    ...overrides,
  };
}

/** As a row of the applications grid and a card of the pipeline board. */
export function anApplicationRow(
  overrides: Partial<Schemas['DeskApplication']> = {},
): Schemas['DeskApplication'] {
  return {
    ...anApplicationSummary(),
    vacancyTitle: 'Backend Engineer',
    category: 'experienced-hire',
    photoUrl: null,
    source: null,
    unreadMessages: 0,
    nextStatuses: ['in_review', 'rejected'],
    ...overrides,
  };
}

/** A page of `GET /api/v1/admin/applications` (the grid, a board column). */
export function anApplicationPage(
  data: Schemas['DeskApplication'][],
  { total = data.length, totalExact = true, page = 1, perPage = 100 } = {},
) {
  return { data, total, totalExact, page, perPage };
}

/** The application an interview is about, as the calendar's event carries it. */
export function anEventApplication(
  overrides: Partial<Schemas['EventApplication']> = {},
): Schemas['EventApplication'] {
  return {
    id: 5,
    applicantName: 'Ada Applicant',
    vacancyTitle: 'Backend Engineer',
    response: 'pending',
    responseMessage: null,
    respondedAt: null,
    ...overrides,
  };
}

/** A month of dashboard figures, the later parts empty unless given. */
export function aDashboard(overrides: Partial<Schemas['Dashboard']> = {}): Schemas['Dashboard'] {
  return {
    from: '2026-10-23',
    to: '2026-11-21',
    openVacancies: [
      { category: 'fresh-graduate', open: 2 },
      { category: 'experienced-hire', open: 5 },
      { category: 'internship', open: 0 },
    ],
    applicationsByStatus: [
      { status: 'submitted', count: 4 },
      { status: 'in_review', count: 2 },
    ],
    applicationsPerDay: [
      { date: '2026-11-20', count: 1 },
      { date: '2026-11-21', count: 3 },
    ],
    timeToFirstReview: { reviewed: 2, medianHours: 5.5, averageHours: 7 },
    funnel: [],
    timeInStage: [],
    timeToHire: { hired: 0, medianDays: null },
    applicationsBySource: [],
    perVacancy: [],
    ...overrides,
  };
}

/** Ada Applicant's own profile (`GET /api/v1/me/profile`), with no CV, picture or history. */
export function aProfile(overrides: Partial<Schemas['Profile']> = {}): Schemas['Profile'] {
  return {
    id: 7,
    email: 'applicant@demo.test',
    fullName: 'Ada Applicant',
    skills: ['SQL'],
    education: [],
    experience: [],
    image: null,
    cv: null,
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}
