import type { AdminVacancyParams } from './get-admin-vacancies';
import type { BoardColumnParams } from './get-board-column';
import type { DeskParams } from './get-desk-applications';
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
  /** The all-applications page's lists (under the application lists: a move refreshes them too). */
  deskList: (params: DeskParams) => [...recruitingKeys.applicationLists(), 'desk', params] as const,
  /** One column of a vacancy's board, every page of it loaded so far. */
  boardColumn: (vacancyId: number, params: BoardColumnParams) =>
    [...recruitingKeys.applicationLists(), 'board', vacancyId, params] as const,
  sources: () => [...recruitingKeys.all, 'applications', 'sources'] as const,
  application: (id: number) => [...recruitingKeys.all, 'applications', 'detail', id] as const,
};
