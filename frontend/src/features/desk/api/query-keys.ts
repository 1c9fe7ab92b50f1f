import type { AdminVacancyParams } from './get-admin-vacancies';
import type { BoardColumnParams } from './get-board-column';
import type { DeskParams } from './get-desk-applications';
import type { PipelineParams } from './get-vacancy-applications';

/** Every desk query's key (the values stay `recruiting`); invalidation uses these too. */
export const deskKeys = {
  all: ['recruiting'] as const,
  vacancyLists: () => [...deskKeys.all, 'vacancies', 'list'] as const,
  vacancyList: (params: AdminVacancyParams) => [...deskKeys.vacancyLists(), params] as const,
  vacancy: (id: number) => [...deskKeys.all, 'vacancies', 'detail', id] as const,
  applicationLists: () => [...deskKeys.all, 'applications', 'list'] as const,
  applicationList: (vacancyId: number, params: PipelineParams) =>
    [...deskKeys.applicationLists(), vacancyId, params] as const,
  /** The all-applications page's lists (under the application lists: a move refreshes them too). */
  deskList: (params: DeskParams) => [...deskKeys.applicationLists(), 'desk', params] as const,
  /** One column of a vacancy's board, every page of it loaded so far. */
  boardColumn: (vacancyId: number, params: BoardColumnParams) =>
    [...deskKeys.applicationLists(), 'board', vacancyId, params] as const,
  sources: () => [...deskKeys.all, 'applications', 'sources'] as const,
  application: (id: number) => [...deskKeys.all, 'applications', 'detail', id] as const,
};
