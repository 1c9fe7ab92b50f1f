import { type IntlShape, createIntl } from 'react-intl';
import type { IntlMessages } from '@/lib/i18n/catalogs';
import core from '@/locales/en.json';
import { aDashboard } from '@/testing/builders';
import type { Dashboard } from '../api/get-dashboard';
import home from '../locales/en.json';

/** A month of figures with every part of the dashboard filled. */
export const dashboard: Dashboard = aDashboard({
  funnel: [
    { stage: 'submitted', reached: 10, conversion: null },
    { stage: 'in_review', reached: 5, conversion: 0.5 },
    { stage: 'interview', reached: 2, conversion: 0.4 },
    { stage: 'offered', reached: 1, conversion: 0.5 },
    { stage: 'hired', reached: 1, conversion: 1 },
  ],
  timeInStage: [
    { stage: 'submitted', moves: 5, medianHours: 30 },
    { stage: 'in_review', moves: 2, medianHours: 60 },
    { stage: 'interview', moves: 1, medianHours: 100 },
    { stage: 'offered', moves: 0, medianHours: null },
  ],
  timeToHire: { hired: 1, medianDays: 12.5 },
  applicationsBySource: [
    { source: 'LinkedIn', count: 6 },
    { source: null, count: 3 },
    { source: '=HYPERLINK("http://x")', count: 1 },
  ],
  perVacancy: [
    {
      vacancyId: 7,
      title: 'Data Analyst',
      category: 'experienced-hire',
      applicants: 6,
      hired: 1,
      popularity: 72,
      popularityColor: 'success',
    },
  ],
});

/** The dashboard's messages in English, for the pure functions that take an IntlShape. */
export function englishIntl(): IntlShape {
  // Core and dashboard messages only: the other features' ids are not used here.
  return createIntl({ locale: 'en', messages: { ...core, ...home } as IntlMessages });
}
