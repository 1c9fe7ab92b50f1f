/** Every chat query's key; invalidation and the socket's cache updates use these too. */
export const chatKeys = {
  all: ['chat'] as const,
  chats: () => [...chatKeys.all, 'chats'] as const,
  contactLists: () => [...chatKeys.all, 'contacts'] as const,
  contacts: (q: string) => [...chatKeys.contactLists(), q] as const,
  histories: () => [...chatKeys.all, 'messages'] as const,
  history: (contactId: string) => [...chatKeys.histories(), contactId] as const,
  myStatus: () => [...chatKeys.all, 'my-status'] as const,
};
