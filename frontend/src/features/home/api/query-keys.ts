import type { DashboardFilters } from './get-dashboard';

/** Every home-page query's key. */
export const homeKeys = {
  all: ['home'] as const,
  dashboard: (filters: DashboardFilters) => [...homeKeys.all, 'dashboard', filters] as const,
};
