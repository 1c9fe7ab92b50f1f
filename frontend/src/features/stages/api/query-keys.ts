/** Every hiring process query's key; invalidation uses these too. */
export const stagesKeys = {
  all: ['stages'] as const,
  templates: () => [...stagesKeys.all, 'templates'] as const,
  reasons: () => [...stagesKeys.all, 'reasons'] as const,
  vacancy: (id: number) => [...stagesKeys.all, 'vacancy', id] as const,
  process: (id: number) => [...stagesKeys.vacancy(id), 'process'] as const,
  funnel: (id: number) => [...stagesKeys.vacancy(id), 'funnel'] as const,
  team: (id: number) => [...stagesKeys.vacancy(id), 'team'] as const,
};
