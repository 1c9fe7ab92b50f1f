import type { VacancyDetail } from '@/lib/api/types';
import { vacancyDetail } from '@/testing/fixtures';
import { jobPosting } from './job-posting';

const URL_OF_PAGE = 'https://careers.demo.test/job-vacancy/11';
const NOW = new Date('2026-11-20T10:00:00Z');

/** What search engines require of every JobPosting, whatever the vacancy. */
function expectRequiredFields(posting: Record<string, unknown>) {
  expect(posting['@context']).toBe('https://schema.org');
  expect(posting['@type']).toBe('JobPosting');
  for (const field of ['title', 'description', 'datePosted'] as const) {
    expect(typeof posting[field], field).toBe('string');
    expect((posting[field] as string).trim(), field).not.toBe('');
  }
  expect(Number.isNaN(Date.parse(posting.datePosted as string))).toBe(false);
  expect(posting.hiringOrganization).toMatchObject({
    '@type': 'Organization',
    name: 'Demo Company',
  });
  // A place of work, or work from home with the area applicants may live in.
  if (posting.jobLocationType === 'TELECOMMUTE') {
    const area = posting.applicantLocationRequirements as { name?: unknown } | undefined;
    expect(typeof area?.name).toBe('string');
  } else {
    expect(posting.jobLocation).toMatchObject({ '@type': 'Place' });
  }
}

function postingOf(overrides: Partial<VacancyDetail>) {
  return jobPosting(vacancyDetail(overrides), 'Demo Company', URL_OF_PAGE, NOW) as Record<
    string,
    unknown
  >;
}

describe('JobPosting structured data', () => {
  it('places an on-site vacancy at its location', () => {
    const posting = postingOf({ workplace: 'onsite', location: 'Lisbon' });
    expectRequiredFields(posting);
    expect(posting).toMatchObject({
      title: 'Backend Engineer',
      datePosted: '2026-11-01T09:00:00Z',
      jobLocation: { address: { '@type': 'PostalAddress', addressLocality: 'Lisbon' } },
      hiringOrganization: { sameAs: 'https://careers.demo.test' },
    });
    expect(posting.description).toContain('We run **payments**');
    expect(posting.description).toContain('- Rust');
    expect(posting).not.toHaveProperty('jobLocationType');
  });

  it('marks a remote vacancy as work from home, with where applicants may live', () => {
    const posting = postingOf({ workplace: 'remote', location: 'Portugal' });
    expectRequiredFields(posting);
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'AdministrativeArea', name: 'Portugal' },
    });
    const anywhere = postingOf({ workplace: 'remote', location: null });
    expectRequiredFields(anywhere);
    expect(anywhere.applicantLocationRequirements).toMatchObject({ name: 'Worldwide' });
  });

  it('stays complete for a vacancy without location, texts or publication date', () => {
    const posting = postingOf({
      workplace: 'hybrid',
      location: null,
      description: '  ',
      requirements: '',
      publishedAt: null,
      salary: null,
    });
    expectRequiredFields(posting);
    expect(posting).toMatchObject({
      description: 'Backend Engineer',
      datePosted: NOW.toISOString(),
      jobLocation: { '@type': 'Place', name: 'Demo Company' },
    });
    expect(posting).not.toHaveProperty('baseSalary');
  });
});
