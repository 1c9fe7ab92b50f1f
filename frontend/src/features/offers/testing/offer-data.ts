import type { ErrorCode } from '@/lib/api/api-error';
import type { Schemas } from '@/lib/api/types';
import { admin } from '@/testing/fixtures';

export const LETTER =
  '# Offer\n\nDear Ada Applicant, we offer you the role of **Backend Engineer**.';
export const SHA = 'ab'.repeat(32);

/** Application 5's offer (Ada, vacancy 11), a draft on its first terms. */
export function anOffer(overrides: Partial<Schemas['Offer']> = {}): Schemas['Offer'] {
  return {
    id: 21,
    applicationId: 5,
    vacancyId: 11,
    vacancyTitle: 'Backend Engineer',
    applicantName: 'Ada Applicant',
    state: 'draft',
    termsVersion: 1,
    salary: { amount: 65000, currency: 'EUR', period: 'year' },
    startDate: '2027-01-04',
    contractType: 'permanent',
    expiresOn: '2026-12-15',
    customFields: { car: 'Company car' },
    templateId: 1,
    locale: 'en',
    letter: LETTER,
    approvals: [],
    mayApprove: false,
    declineReason: null,
    createdAt: '2026-11-20T10:00:00Z',
    updatedAt: '2026-11-20T10:00:00Z',
    sentAt: null,
    answeredAt: null,
    ...overrides,
  };
}

/** The admin's turn in the offer's round. */
export const adminsStep: Schemas['OfferApproval'] = {
  position: 0,
  approverId: admin.id,
  approverName: admin.name,
  hiringManager: true,
  decision: null,
  comment: '',
  decidedAt: null,
};

/** The offer as sent to Ada (My Application). */
export function aCandidateOffer(
  overrides: Partial<Schemas['CandidateOffer']> = {},
): Schemas['CandidateOffer'] {
  return {
    id: 21,
    applicationId: 5,
    vacancyTitle: 'Backend Engineer',
    companyName: 'Demo Company',
    state: 'sent',
    salary: { amount: 65000, currency: 'EUR', period: 'year' },
    startDate: '2027-01-04',
    contractType: 'permanent',
    expiresOn: '2026-12-15',
    customFields: {},
    letter: LETTER,
    documentSha256: SHA,
    sentAt: '2026-11-21T10:00:00Z',
    answeredAt: null,
    declineReason: null,
    acceptedAs: null,
    ...overrides,
  };
}

/** A 400 `validation_failed` whose problems carry the server's (English) messages. */
export function validationFailed(
  fields: Record<string, { code: ErrorCode; message: string }>,
): Schemas['ErrorEnvelope'] {
  return { error: { code: 'validation_failed', message: 'Invalid.', fields } };
}
