import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { AddressSearchBox } from '@/components/ui/AddressSearchBox';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { type Page, PagedResults } from '@/components/ui/PagedResults';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { useAddressFilters } from '@/hooks/use-address-filters';
import { searchQueryOptions, useSearch } from '../api/search';
import {
  SEARCH_GROUPS,
  type SearchablePage,
  type SearchGroupId,
  type SearchHit,
} from '../api/types';
import { BookmarkStar } from '../components/BookmarkStar';
import { matchingPages } from '../components/page-matches';
import { GROUP_ICON, GROUP_TITLE, type ShownGroupId, resultsPath } from '../components/search-text';
import { SearchMessages } from '../components/SearchMessages';
import '../search.css';

/** One group's page of hits; the summary of all groups shows the first few of each. */
const HITS_PER_PAGE = 20;
const HITS_PER_GROUP = 4;
/** The app's pages are few: the summary lists every one that matches. */
const MAX_PAGES = 20;

interface Hit {
  key: string;
  title: string;
  subtitle: string | null;
  link: string;
  at: string | null;
}

function HitList({ hits, group }: { hits: Hit[]; group: ShownGroupId }) {
  const intl = useIntl();
  const Icon = GROUP_ICON[group];
  return (
    <ul className="list-group search-hits">
      {hits.map((hit) => (
        <li key={hit.key} className="list-group-item d-flex align-items-start gap-2">
          <Icon size={18} aria-hidden="true" className="flex-shrink-0 mt-1 text-body-secondary" />
          <div className="flex-grow-1 min-w-0">
            <Link to={hit.link} className="fw-semibold text-break">
              {hit.title}
            </Link>
            {hit.subtitle ? (
              <div className="small text-body-secondary text-break">{hit.subtitle}</div>
            ) : null}
            {hit.at ? (
              <time dateTime={hit.at} className="small text-body-secondary">
                {intl.formatDate(hit.at, { dateStyle: 'medium' })}
              </time>
            ) : null}
          </div>
          <BookmarkStar
            link={hit.link}
            title={hit.title}
            // A page bookmarked here shows a letter, as one starred from the navbar does.
            icon={group === 'pages' ? null : group}
            label={intl.formatMessage({ id: 'search.bookmarkHit' }, { title: hit.title })}
          />
        </li>
      ))}
    </ul>
  );
}

function hitsOf(hits: SearchHit[]): Hit[] {
  return hits.map((hit) => ({
    key: hit.id,
    title: hit.title,
    subtitle: hit.subtitle ?? null,
    link: hit.link,
    at: hit.at ?? null,
  }));
}

/** One group's hits, 20 a page, with the shared pager. */
function GroupResults({ q, group }: { q: string; group: SearchGroupId }) {
  const intl = useIntl();
  const { page, hrefForPage } = useAddressFilters();
  const query = useQuery({
    ...searchQueryOptions({ q, groups: group, limit: HITS_PER_PAGE, page }),
    // The role may not see the group: the server then answers without it, an empty page.
    select: (results): Page<SearchHit> => {
      const found = results.groups.find((entry) => entry.group === group);
      return {
        data: found?.data ?? [],
        page,
        perPage: HITS_PER_PAGE,
        total: found?.total ?? 0,
        // Past 1,000 hits the pages go on for as long as they come back full.
        totalExact: found?.totalExact ?? true,
      };
    },
  });
  return (
    <PagedResults
      query={query}
      emptyTitle={intl.formatMessage({ id: 'search.noResultsFor' }, { words: q })}
      hrefForPage={hrefForPage}
    >
      {(hits) => <HitList hits={hitsOf(hits)} group={group} />}
    </PagedResults>
  );
}

function GroupSection({
  group,
  total,
  exact = true,
  hits,
  seeAll,
}: {
  group: ShownGroupId;
  total: number;
  /** False when the server counted only up to 1,000: the total then reads "1,000+". */
  exact?: boolean;
  hits: Hit[];
  seeAll: string | null;
}) {
  const intl = useIntl();
  const titleId = `search-group-${group}`;
  const title = intl.formatMessage({ id: GROUP_TITLE[group] });
  return (
    <section aria-labelledby={titleId} className="mb-4">
      <h2 id={titleId} className="h5 mb-2">
        {title}{' '}
        <span className="badge rounded-pill text-bg-secondary align-middle">
          {exact ? total : <FormattedMessage id="search.totalAtLeast" values={{ total }} />}
        </span>
      </h2>
      <HitList hits={hits} group={group} />
      {seeAll ? (
        <Link to={seeAll} className="d-inline-block mt-2">
          <FormattedMessage
            id={exact ? 'search.seeAll' : 'search.seeAllAtLeast'}
            values={{ total, group: title }}
          />
        </Link>
      ) : null}
    </section>
  );
}

/** The first few hits of every group, the app's pages first. */
function AllResults({ q, pages }: { q: string; pages: readonly SearchablePage[] }) {
  const intl = useIntl();
  const results = useSearch({ q, limit: HITS_PER_GROUP });
  const foundPages = matchingPages(pages, q, MAX_PAGES);
  if (results.isPending) return <LoadingCard lines={6} />;
  if (results.isError) {
    return <QueryErrorState error={results.error} onRetry={() => void results.refetch()} />;
  }
  const groups = results.data.groups.filter((group) => group.data.length > 0);
  if (foundPages.length === 0 && groups.length === 0) {
    return <EmptyState title={intl.formatMessage({ id: 'search.noResultsFor' }, { words: q })} />;
  }
  return (
    <>
      {foundPages.length > 0 ? (
        <GroupSection
          group="pages"
          total={foundPages.length}
          hits={foundPages.map((page) => ({ ...page, key: page.link, subtitle: null, at: null }))}
          seeAll={null}
        />
      ) : null}
      {groups.map((group) => (
        <GroupSection
          key={group.group}
          group={group.group}
          total={group.total}
          exact={group.totalExact}
          hits={hitsOf(group.data)}
          seeAll={group.total > group.data.length ? resultsPath(q, group.group) : null}
        />
      ))}
    </>
  );
}

function SearchPage({ pages }: { pages: readonly SearchablePage[] }) {
  const intl = useIntl();
  const { q, oneOf } = useAddressFilters();
  const group = oneOf('group', SEARCH_GROUPS);
  const words = q.trim();
  return (
    <section aria-labelledby="page-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="page-title" className="h3 mb-0 flex-grow-1">
          {group ? (
            <FormattedMessage
              id="search.groupTitle"
              values={{ group: intl.formatMessage({ id: GROUP_TITLE[group] }) }}
            />
          ) : (
            <FormattedMessage id="search.title" />
          )}
        </h1>
        <AddressSearchBox
          label={intl.formatMessage({ id: 'search.label' })}
          className="list-search"
        />
      </div>
      {group && words ? (
        <p>
          <Link to={resultsPath(words)}>
            <FormattedMessage id="search.allResults" />
          </Link>
        </p>
      ) : null}
      {words === '' ? (
        <EmptyState title={intl.formatMessage({ id: 'search.start' })} />
      ) : group ? (
        <GroupResults q={words} group={group} />
      ) : (
        <AllResults q={words} pages={pages} />
      )}
    </section>
  );
}

/**
 * The full results of a search (`/pages/search?q=…`): every group's first hits, or one group's
 * (`&group=vacancies`) page by page; each hit can be bookmarked.
 */
export function SearchRoute({ pages }: { pages: readonly SearchablePage[] }) {
  return (
    <SearchMessages>
      <SearchPage pages={pages} />
    </SearchMessages>
  );
}
