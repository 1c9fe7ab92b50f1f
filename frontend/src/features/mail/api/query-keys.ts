import type { MailListParams } from './types';

/** Every mail query's key; invalidation uses these too. */
export const mailKeys = {
  all: ['mail'] as const,
  counts: () => [...mailKeys.all, 'counts'] as const,
  lists: () => [...mailKeys.all, 'list'] as const,
  list: (params: MailListParams) => [...mailKeys.lists(), params] as const,
  threads: () => [...mailKeys.all, 'thread'] as const,
  thread: (id: number) => [...mailKeys.threads(), id] as const,
  contacts: (q: string) => [...mailKeys.all, 'contacts', q] as const,
};
