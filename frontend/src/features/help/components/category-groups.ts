import { useIntl } from 'react-intl';
import type { AdminHelpCategory } from '../api/types';
import type { EntryGroup } from './EntryList';

/** A tab whose entries are listed by category: the FAQ's, the articles'. */
export interface CategorizedSectionProps {
  categories: readonly AdminHelpCategory[];
  /** Says what happened, in the page's live region. */
  announce: (text: string) => void;
}

/** The group of the entries without a category (or with one no longer listed), listed last. */
const NO_CATEGORY = 'none';

/**
 * The groups of a tab listed by category: each category, marked when visitors do not see it, then
 * the entries without one; and the group of an entry by its category.
 */
export function useCategoryGroups(categories: readonly AdminHelpCategory[]) {
  const intl = useIntl();
  const known = new Set(categories.map((category) => category.id));
  const groups: EntryGroup[] = [
    ...categories.map((category) => ({
      key: String(category.id),
      title: category.name,
      hidden: !category.published,
    })),
    { key: NO_CATEGORY, title: intl.formatMessage({ id: 'help.admin.noCategory' }) },
  ];
  const groupOf = (category: number | null | undefined) =>
    category && known.has(category) ? String(category) : NO_CATEGORY;
  return { groups, groupOf };
}
