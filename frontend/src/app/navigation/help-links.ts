import type { ComponentType } from 'react';
import { BookOpen, HelpCircle } from 'react-feather';
import type { MessageId } from '@/lib/i18n/catalogs';

export interface HelpLink {
  id: string;
  title: MessageId;
  to: string;
  /** What a bookmark of the page shows (the footer's links are text only). */
  icon: ComponentType<{ size?: number; className?: string }>;
}

/**
 * The careers site's help pages, for visitors and everyone signed in: the footer links to them on
 * every page, and the search finds them by name.
 */
export const helpLinks: readonly HelpLink[] = [
  { id: 'faq', title: 'nav.faq', to: '/pages/faq', icon: HelpCircle },
  { id: 'knowledgeBase', title: 'nav.knowledgeBase', to: '/pages/knowledge-base', icon: BookOpen },
];
