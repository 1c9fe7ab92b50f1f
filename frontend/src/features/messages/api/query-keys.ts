import type { MailListParams } from './types';

/** Every messages query's key (the values stay `mail`); invalidation uses these too. */
export const messageKeys = {
  all: ['mail'] as const,
  counts: () => [...messageKeys.all, 'counts'] as const,
  lists: () => [...messageKeys.all, 'list'] as const,
  list: (params: MailListParams) => [...messageKeys.lists(), params] as const,
  threads: () => [...messageKeys.all, 'thread'] as const,
  thread: (id: number) => [...messageKeys.threads(), id] as const,
  contacts: (q: string) => [...messageKeys.all, 'contacts', q] as const,
};
