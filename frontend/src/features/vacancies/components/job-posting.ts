import type { EmploymentType, VacancyDetail } from '@/lib/api/types';

const schemaEmploymentType: Record<EmploymentType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
};

/** schema.org JobPosting for search engines, built only from the vacancy's public fields. */
export function jobPosting(vacancy: VacancyDetail, organization: string, url: string) {
  const salary = vacancy.salary;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    description: [vacancy.description, vacancy.requirements].filter(Boolean).join('\n\n'),
    url,
    identifier: { '@type': 'PropertyValue', name: organization, value: String(vacancy.id) },
    ...(vacancy.publishedAt ? { datePosted: vacancy.publishedAt } : {}),
    ...(vacancy.closesAt ? { validThrough: vacancy.closesAt } : {}),
    employmentType: schemaEmploymentType[vacancy.employmentType],
    hiringOrganization: { '@type': 'Organization', name: organization },
    ...(vacancy.location
      ? {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: vacancy.location },
          },
        }
      : {}),
    ...(vacancy.workplace === 'remote' ? { jobLocationType: 'TELECOMMUTE' } : {}),
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
