/** Every account query's key; invalidation uses these too. */
export const accountKeys = {
  all: ['account'] as const,
  mfa: () => [...accountKeys.all, 'mfa'] as const,
  sessions: () => [...accountKeys.all, 'sessions'] as const,
};
