import type { Schemas } from '@/lib/api/types';
import { staff } from '@/testing/fixtures';

/** Attribute ids of the interview's kit. */
export const RUST = '00000000-0000-4000-8000-0000000000a1';
export const TEAMWORK = '00000000-0000-4000-8000-0000000000a2';

export const cleo = { userId: '00000000-0000-4000-8000-000000000022', name: 'Cleo Colleague' };

export const kit: Schemas['KitAttribute'][] = [
  {
    id: RUST,
    area: 'skills',
    names: { en: 'Rust', de: 'Rust' },
    guidance: { en: 'Ownership and error handling.' },
    questions: { en: ['Tell us about a borrow checker fight.'] },
  },
  { id: TEAMWORK, area: 'personality', names: { en: 'Teamwork' } },
];

/** Vacancy 11's interview with Ada (application 5), event 41, that Sam and Cleo interview for. */
export function anInterview(overrides: Partial<Schemas['Interview']> = {}): Schemas['Interview'] {
  return {
    eventId: 41,
    title: 'Interview: Ada Applicant',
    startsAt: '2026-11-20T10:00:00Z',
    endsAt: '2026-11-20T11:00:00Z',
    applicationId: 5,
    applicantName: 'Ada Applicant',
    vacancyId: 11,
    vacancyTitle: 'Backend Engineer',
    stageId: 103,
    stageName: 'Interview',
    interviewers: [
      { userId: staff.id, name: staff.name, state: 'draft' },
      { userId: cleo.userId, name: cleo.name, state: 'submitted' },
    ],
    ...overrides,
  };
}

export function aScorecard(overrides: Partial<Schemas['Scorecard']> = {}): Schemas['Scorecard'] {
  return {
    id: 1,
    eventId: 41,
    applicationId: 5,
    authorId: staff.id,
    authorName: staff.name,
    state: 'draft',
    ratings: {},
    takeaways: '',
    privateNotes: '',
    recommendation: null,
    version: 0,
    submittedAt: null,
    amendedAt: null,
    updatedAt: '2026-11-20T11:05:00Z',
    ...overrides,
  };
}

/** Cleo's submitted (and amended) scorecard. */
export const cleosScorecard = aScorecard({
  id: 2,
  authorId: cleo.userId,
  authorName: cleo.name,
  state: 'submitted',
  ratings: { [RUST]: 3 },
  takeaways: 'Solid on ownership.',
  privateNotes: null,
  recommendation: 'yes',
  version: 2,
  submittedAt: '2026-11-20T12:00:00Z',
  amendedAt: '2026-11-21T09:00:00Z',
});

export function aSheet(
  overrides: Partial<Schemas['ScorecardSheet']> = {},
): Schemas['ScorecardSheet'] {
  return {
    interview: anInterview(),
    kit,
    isInterviewer: true,
    mine: aScorecard(),
    blind: true,
    others: [],
    ...overrides,
  };
}

/** One interviewer's calibration: Sam's, with no scorecard submitted unless given. */
export function anInterviewerCalibration(
  overrides: Partial<Schemas['InterviewerCalibration']> = {},
): Schemas['InterviewerCalibration'] {
  return {
    userId: staff.id,
    name: staff.name,
    submitted: 0,
    strongNo: 0,
    no: 0,
    yes: 0,
    strongYes: 0,
    medianHoursToSubmit: null,
    ...overrides,
  };
}

/** A period's calibration: nobody and no vacancy unless given. */
export function aCalibration(
  overrides: Partial<Schemas['Calibration']> = {},
): Schemas['Calibration'] {
  return { interviewers: [], vacancies: [], ...overrides };
}
