import type { ComponentType } from 'react';
import { allOf, type QueryOf, type Schemas } from '@/lib/api/types';

/** Search and bookmarks, as the server's OpenAPI document names them (`npm run gen:api`). */
export type SearchResults = Schemas['SearchResults'];
export type SearchGroup = Schemas['SearchGroup'];
export type SearchHit = Schemas['SearchHit'];
export type SearchGroupId = Schemas['SearchGroupId'];
export type Bookmark = Schemas['Bookmark'];
export type Bookmarks = Schemas['Bookmarks'];

export type SearchParams = QueryOf<'/api/v1/search'>;

/** The server's groups in the order it answers them (the app's own pages come first). */
export const SEARCH_GROUPS = allOf<SearchGroupId>()([
  'vacancies',
  'candidates',
  'files',
  'messages',
  'tasks',
]);

/** The server's limits: longer words are refused (`search_query_invalid`), as are more hits. */
export const MAX_QUERY_LENGTH = 200;
export const MAX_BOOKMARK_TITLE = 100;

/** An icon of the app's menus (react-feather's). */
export type PageIcon = ComponentType<{ size?: number; className?: string }>;

/** A page of the app the signed-in role may open, found by its title in the language shown. */
export interface SearchablePage {
  title: string;
  link: string;
  /** The menus' icon for it; a bookmark of the page (or of a page below it) shows it. */
  icon?: PageIcon;
}
