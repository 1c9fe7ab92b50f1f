import type { MessageId } from '@/lib/i18n/catalogs';

export interface HelpLink {
  id: 'faq' | 'knowledgeBase';
  title: MessageId;
  to: string;
}

/**
 * The careers site's help pages, for visitors and everyone signed in: the footer links to them on
 * every page (text only), and the search finds them by name (with the icons of
 * use-searchable-pages, which visitors never load).
 */
export const helpLinks: readonly HelpLink[] = [
  { id: 'faq', title: 'nav.faq', to: '/pages/faq' },
  { id: 'knowledgeBase', title: 'nav.knowledgeBase', to: '/pages/knowledge-base' },
];
