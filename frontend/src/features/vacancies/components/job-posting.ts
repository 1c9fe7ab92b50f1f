import type { EmploymentType, VacancyDetail } from '@/lib/api/types';

const schemaEmploymentType: Record<EmploymentType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
};

/**
 * Where the work is. Search engines require `jobLocation`, or for a job done from home
 * `jobLocationType: TELECOMMUTE` with the area applicants may live in
 * (`applicantLocationRequirements`). A remote vacancy names its location as that area (anywhere
 * when it has none); any other vacancy is at its location, else at the employer's.
 */
function whereOf(vacancy: VacancyDetail, organization: string) {
  const place = vacancy.location
    ? {
        '@type': 'Place',
        address: { '@type': 'PostalAddress', addressLocality: vacancy.location },
      }
    : { '@type': 'Place', name: organization };
  if (vacancy.workplace !== 'remote') return { jobLocation: place };
  return {
    jobLocationType: 'TELECOMMUTE',
    applicantLocationRequirements: {
      '@type': 'AdministrativeArea',
      name: vacancy.location ?? 'Worldwide',
    },
  };
}

/**
 * schema.org JobPosting for search engines, built only from the vacancy's public fields; always
 * with the required `title`, `description`, `datePosted`, `hiringOrganization` and a location
 * (`now` stands in for a publication date the vacancy does not carry).
 */
export function jobPosting(
  vacancy: VacancyDetail,
  organization: string,
  url: string,
  now: Date = new Date(),
) {
  const salary = vacancy.salary;
  const description = [vacancy.description, vacancy.requirements]
    .map((text) => text.trim())
    .filter(Boolean)
    .join('\n\n');
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    description: description || vacancy.title,
    url,
    identifier: { '@type': 'PropertyValue', name: organization, value: String(vacancy.id) },
    datePosted: vacancy.publishedAt ?? now.toISOString(),
    ...(vacancy.closesAt ? { validThrough: vacancy.closesAt } : {}),
    employmentType: schemaEmploymentType[vacancy.employmentType],
    hiringOrganization: {
      '@type': 'Organization',
      name: organization,
      sameAs: new URL(url).origin,
    },
    ...whereOf(vacancy, organization),
    ...(salary?.currency && (salary.min != null || salary.max != null)
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency,
            value: {
              '@type': 'QuantitativeValue',
              ...(salary.min != null ? { minValue: salary.min } : {}),
              ...(salary.max != null ? { maxValue: salary.max } : {}),
            },
          },
        }
      : {}),
    totalJobOpenings: vacancy.openings,
  };
}

export type JobPosting = ReturnType<typeof jobPosting>;
