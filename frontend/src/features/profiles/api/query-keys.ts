/** Every profile query's key; invalidation uses these too. */
export const profileKeys = {
  all: ['profile'] as const,
  mine: () => [...profileKeys.all, 'mine'] as const,
  basicInfos: () => [...profileKeys.all, 'basic-info'] as const,
  basicInfo: (person: number) => [...profileKeys.basicInfos(), person] as const,
};
