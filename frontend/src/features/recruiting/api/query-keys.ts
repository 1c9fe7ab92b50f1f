import type { AdminVacancyParams } from './get-admin-vacancies';
import type { PipelineParams } from './get-vacancy-applications';

/** Every recruiting query's key; invalidation uses these too. */
export const recruitingKeys = {
  all: ['recruiting'] as const,
  vacancyLists: () => [...recruitingKeys.all, 'vacancies', 'list'] as const,
  vacancyList: (params: AdminVacancyParams) => [...recruitingKeys.vacancyLists(), params] as const,
  vacancy: (id: number) => [...recruitingKeys.all, 'vacancies', 'detail', id] as const,
  applicationLists: () => [...recruitingKeys.all, 'applications', 'list'] as const,
  applicationList: (vacancyId: number, params: PipelineParams) =>
    [...recruitingKeys.applicationLists(), vacancyId, params] as const,
  application: (id: number) => [...recruitingKeys.all, 'applications', 'detail', id] as const,
};
