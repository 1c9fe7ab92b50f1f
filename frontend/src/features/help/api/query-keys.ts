import type { HelpLanguage } from './types';

export interface FaqParams {
  lang: HelpLanguage;
  q: string;
}

export interface ArticleListParams {
  lang: HelpLanguage;
  q: string;
  category: string | undefined;
}

/**
 * Every help query's key; invalidation uses these too. The visitors' keys hold the language, so a
 * language switch asks again; an admin's change invalidates `all` (their pages and the editor's).
 */
export const helpKeys = {
  all: ['help'] as const,
  faq: (params: FaqParams) => [...helpKeys.all, 'faq', params] as const,
  articles: (params: ArticleListParams) => [...helpKeys.all, 'articles', params] as const,
  article: (slug: string, lang: HelpLanguage) => [...helpKeys.all, 'article', slug, lang] as const,
  admin: () => [...helpKeys.all, 'admin'] as const,
  adminCategories: () => [...helpKeys.admin(), 'categories'] as const,
  adminFaq: () => [...helpKeys.admin(), 'faq'] as const,
  adminArticles: () => [...helpKeys.admin(), 'articles'] as const,
};
