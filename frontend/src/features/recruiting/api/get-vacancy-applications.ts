import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api/client';
import type { ApplicationStatus } from '@/lib/api/types';
import type { ApplicationPage } from './types';

export interface PipelineParams {
  status?: ApplicationStatus | undefined;
  q?: string | undefined;
  page: number;
  perPage: number;
}

export function getVacancyApplications(
  vacancyId: number,
  params: PipelineParams,
  signal?: AbortSignal,
) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  return apiRequest<ApplicationPage>(
    `/api/v1/admin/vacancies/${vacancyId}/applications?${search.toString()}`,
    { ...(signal ? { signal } : {}) },
  );
}

export function vacancyApplicationsQueryOptions(vacancyId: number, params: PipelineParams) {
  return queryOptions({
    queryKey: ['vacancy-applications', vacancyId, params],
    queryFn: ({ signal }) => getVacancyApplications(vacancyId, params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useVacancyApplications(vacancyId: number, params: PipelineParams) {
  return useQuery(vacancyApplicationsQueryOptions(vacancyId, params));
}
