/** Every scheduling query's key; invalidation uses these too. */
export const schedulingKeys = {
  all: ['scheduling'] as const,
  allRequests: () => [...schedulingKeys.all, 'requests'] as const,
  requests: (applicationId: number) => [...schedulingKeys.allRequests(), applicationId] as const,
  page: (token: string) => [...schedulingKeys.all, 'page', token] as const,
  mine: () => [...schedulingKeys.all, 'mine'] as const,
  analytics: (days: number) => [...schedulingKeys.all, 'analytics', days] as const,
  settings: () => [...schedulingKeys.all, 'settings'] as const,
  availability: () => [...schedulingKeys.all, 'availability'] as const,
  externalCalendar: () => [...schedulingKeys.all, 'external-calendar'] as const,
};
