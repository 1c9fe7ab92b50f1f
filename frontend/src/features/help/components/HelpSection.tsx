import type { HelpLanguage } from '../api/types';
import { AdminSection, type AdminSectionProps } from './AdminSection';
import type { ListedEntry } from './EntryList';

/** What every FAQ entry, article and category has that its row shows. */
interface SectionEntry {
  id: number;
  language: HelpLanguage;
  published: boolean;
  missing: HelpLanguage[];
}

interface AsyncMutation<V> {
  mutateAsync: (variables: V) => Promise<unknown>;
}

export interface HelpSectionProps<T extends SectionEntry, I> extends Pick<
  AdminSectionProps<T>,
  'query' | 'groups' | 'cannotAdd' | 'editor' | 'announce'
> {
  /** The tab: its ids are `help-<tab>-…`, its texts `help.admin.<tab>.…` (its heading its title). */
  tab: 'faq' | 'articles' | 'categories';
  /** The tab's mutations, as its api's hooks answer them. */
  mutations: {
    save: AsyncMutation<{ id: number | null; input: I }>;
    remove: AsyncMutation<number>;
    order: AsyncMutation<number[]>;
  };
  /** What saving `entry` again sends, with `changes`: publishing or hiding it from the list. */
  inputOf: (entry: T, changes: { published: boolean }) => I;
  /** What an entry's row shows of its own: its title, its group and a line of details. */
  row: (entry: T) => Pick<ListedEntry, 'title' | 'group' | 'details'>;
}

/** One tab of the help editor (the FAQ, the articles, the categories) by its name and its api. */
export function HelpSection<T extends SectionEntry, I>({
  tab,
  mutations: { save, remove, order },
  inputOf,
  row,
  ...section
}: HelpSectionProps<T, I>) {
  return (
    <AdminSection<T>
      {...section}
      idPrefix={`help-${tab}`}
      texts={{
        heading: `help.admin.tab.${tab}`,
        add: `help.admin.${tab}.add`,
        empty: `help.admin.${tab}.empty`,
        saved: `help.admin.${tab}.saved`,
        deleted: `help.admin.${tab}.deleted`,
        deleteText: `help.admin.${tab}.deleteText`,
      }}
      listed={(entry) => ({
        id: entry.id,
        language: entry.language,
        published: entry.published,
        missing: entry.missing,
        ...row(entry),
      })}
      setPublished={(entry, published) =>
        save.mutateAsync({ id: entry.id, input: inputOf(entry, { published }) })
      }
      remove={(id) => remove.mutateAsync(id)}
      order={(ids) => order.mutateAsync(ids)}
    />
  );
}
