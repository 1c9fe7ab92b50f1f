import type { DashboardFilters } from './get-dashboard';

/** Every dashboard query's key (the values stay `home`). */
export const dashboardKeys = {
  all: ['home'] as const,
  dashboard: (filters: DashboardFilters) => [...dashboardKeys.all, 'dashboard', filters] as const,
};
