/** Every automations query's key; invalidation uses these too. */
export const automationsKeys = {
  all: ['automations'] as const,
  templates: () => [...automationsKeys.all, 'templates'] as const,
  settings: () => [...automationsKeys.all, 'settings'] as const,
  vacancies: () => [...automationsKeys.all, 'vacancies'] as const,
  stages: (vacancyId: number) => [...automationsKeys.all, 'stages', vacancyId] as const,
  allRules: () => [...automationsKeys.all, 'rules'] as const,
  rules: (vacancyId: number) => [...automationsKeys.allRules(), vacancyId] as const,
  activity: (ruleId: number, page: number) =>
    [...automationsKeys.all, 'activity', ruleId, page] as const,
};
