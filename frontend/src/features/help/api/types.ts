import type { Schemas } from '@/lib/api/types';

/** The help centre's shapes, as the API answers them (generated types). */
export type HelpCategory = Schemas['HelpCategory'];
export type PublicFaq = Schemas['PublicFaq'];
export type FaqPage = Schemas['FaqPage'];
export type ArticleList = Schemas['ArticleList'];
export type ArticleSummary = Schemas['ArticleSummary'];
export type HelpArticle = Schemas['HelpArticle'];

export type AdminHelpCategory = Schemas['AdminHelpCategory'];
export type AdminFaq = Schemas['AdminFaq'];
export type AdminArticle = Schemas['AdminArticle'];
export type CategoryInput = Schemas['CategoryInput'];
export type FaqInput = Schemas['FaqInput'];
export type ArticleInput = Schemas['ArticleInput'];

/** A language help texts are written in (the app's languages). */
export type HelpLanguage = Schemas['Locale'];

/** The careers site's help pages. */
export const FAQ_PATH = '/pages/faq';
export const KNOWLEDGE_BASE_PATH = '/pages/knowledge-base';

export function categoryPath(category: string): string {
  return `${KNOWLEDGE_BASE_PATH}/${category}`;
}

export function articlePath(category: string, slug: string): string {
  return `${KNOWLEDGE_BASE_PATH}/${category}/${slug}`;
}
