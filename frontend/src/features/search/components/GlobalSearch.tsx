import {
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useState,
} from 'react';
import Form from 'react-bootstrap/Form';
import { Search } from 'react-feather';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { CloseButton } from '@/components/ui/CloseButton';
import { PanelButton } from '@/components/ui/PanelButton';
import { SearchInputIcon } from '@/components/ui/SearchInput';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useOpenedPanel } from '@/hooks/use-opened-panel';
import { useWindowWidth } from '@/hooks/use-window-width';
import { ApiError } from '@/lib/api/api-error';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useSearch } from '../api/search';
import { MAX_QUERY_LENGTH, type SearchablePage } from '../api/types';
import { matchingPages } from './page-matches';
import { GROUP_ICON, GROUP_TITLE, type ShownGroupId, resultsPath } from './search-text';

/** Typing asks the server once it pauses this long; each newer search cancels the older one. */
const SEARCH_DELAY_MS = 200;
/** The dropdown shows this many hits of each group; "See all" opens the rest. */
const HITS_PER_GROUP = 4;
/** Below this width the box is a button that opens it across the navbar. */
export const SEARCH_COMPACT_BELOW = 768;

interface Option {
  /** The element id, for `aria-activedescendant`. */
  id: string;
  title: string;
  subtitle: string | null;
  link: string;
  seeAll: boolean;
}

interface ShownGroup {
  id: ShownGroupId;
  options: Option[];
}

/** Ctrl+K (⌘K on a Mac) from anywhere on the page. */
function isShortcut(event: globalThis.KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'k'
  );
}

interface ComboboxProps {
  pages: readonly SearchablePage[];
  inputRef: RefObject<HTMLInputElement | null>;
  /** Called once an option is chosen, and on Escape in an empty box (the phone's panel closes). */
  onDone?: () => void;
}

/**
 * The ARIA combobox pattern: the input keeps the focus while ↑/↓ move the active option
 * (`aria-activedescendant`), Enter opens it (or, with none active, the full results page), Escape
 * closes the list and a second Escape clears the words.
 */
function SearchCombobox({ pages, inputRef, onDone }: ComboboxProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { errorText, codeText } = useApiErrorText();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const words = text.trim();
  const q = useDebouncedValue(words, SEARCH_DELAY_MS);
  const results = useSearch({ q, limit: HITS_PER_GROUP });

  const groups: ShownGroup[] = [];
  let count = 0;
  const optionOf = (fields: Omit<Option, 'id' | 'seeAll'>, seeAll = false): Option => ({
    ...fields,
    id: `${id}-option-${count++}`,
    seeAll,
  });
  const foundPages = matchingPages(pages, words, HITS_PER_GROUP);
  if (foundPages.length > 0) {
    groups.push({
      id: 'pages',
      options: foundPages.map((page) => optionOf({ ...page, subtitle: null })),
    });
  }
  if (words !== '' && q !== '') {
    for (const group of results.data?.groups ?? []) {
      if (group.data.length === 0) continue;
      const hits = group.data.map((hit) =>
        optionOf({ title: hit.title, subtitle: hit.subtitle ?? null, link: hit.link }),
      );
      const seeAll = optionOf(
        {
          // Messages and tasks count up to 1,000: past that the total reads "1,000+".
          title: intl.formatMessage(
            { id: group.totalExact ? 'search.seeAll' : 'search.seeAllAtLeast' },
            { total: group.total, group: intl.formatMessage({ id: GROUP_TITLE[group.group] }) },
          ),
          subtitle: null,
          link: resultsPath(q, group.group),
        },
        true,
      );
      groups.push({ id: group.group, options: [...hits, seeAll] });
    }
  }
  const options = groups.flatMap((group) => group.options);
  const hitCount = options.filter((option) => !option.seeAll).length;
  const expanded = open && words !== '';
  const activeOption = expanded ? options[active] : undefined;
  // The count is announced once the words typed have been searched, not for older results.
  const settled = words === q && !results.isFetching;
  const problem = results.error instanceof ApiError ? results.error.fields.q : undefined;
  const failure = results.isError
    ? problem
      ? codeText(problem.code)
      : errorText(results.error)
    : null;

  const activeId = activeOption?.id;
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const choose = (link: string) => {
    close();
    setText('');
    onDone?.();
    void navigate(link);
  };

  const move = (step: 1 | -1) => {
    if (!expanded) setOpen(true);
    if (options.length === 0) return;
    setActive((current) => {
      if (current < 0) return step === 1 ? 0 : options.length - 1;
      return (current + step + options.length) % options.length;
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (activeOption) choose(activeOption.link);
      else if (words !== '') choose(resultsPath(words));
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) close();
      else if (text !== '') setText('');
      else onDone?.();
    } else if (event.key === 'Tab') {
      close();
    }
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) close();
  };

  const label = intl.formatMessage({ id: 'search.label' });
  return (
    <div className="global-search position-relative" role="search" onBlur={onBlur}>
      <SearchInputIcon />
      <Form.Control
        ref={inputRef}
        type="text"
        role="combobox"
        className="search-input global-search-input"
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_QUERY_LENGTH}
        aria-label={label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={activeId}
        aria-keyshortcuts="Control+K Meta+K"
        placeholder={intl.formatMessage({ id: 'search.placeholder' })}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <div aria-live="polite" aria-atomic="true" className="visually-hidden">
        {expanded && settled && !results.isError
          ? intl.formatMessage({ id: 'search.count' }, { count: hitCount })
          : ''}
      </div>
      {expanded ? (
        <div className="global-search-popup dropdown-menu show shadow">
          {options.length > 0 ? (
            <div
              id={listId}
              role="listbox"
              aria-label={intl.formatMessage({ id: 'search.results' }, { words })}
              // The input keeps the focus when an option is clicked.
              onMouseDown={(event) => event.preventDefault()}
            >
              {groups.map((group) => (
                <ResultGroup
                  key={group.id}
                  id={`${id}-${group.id}`}
                  group={group}
                  activeId={activeId}
                  onChoose={choose}
                />
              ))}
            </div>
          ) : null}
          {failure ? (
            <p className="text-danger small px-3 py-2 mb-0">{failure}</p>
          ) : options.length === 0 ? (
            <p className="text-body-secondary small px-3 py-2 mb-0">
              {intl.formatMessage({
                id: settled ? 'search.noResults' : 'search.searching',
              })}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function ResultGroup({
  id,
  group,
  activeId,
  onChoose,
}: {
  id: string;
  group: ShownGroup;
  activeId: string | undefined;
  onChoose: (link: string) => void;
}) {
  const intl = useIntl();
  const Icon = GROUP_ICON[group.id];
  const headingId = `${id}-heading`;
  return (
    <ul role="group" aria-labelledby={headingId} className="list-unstyled mb-1">
      <li role="presentation" id={headingId} className="dropdown-header">
        {intl.formatMessage({ id: GROUP_TITLE[group.id] })}
      </li>
      {group.options.map((option) => (
        <li
          key={option.id}
          id={option.id}
          role="option"
          aria-selected={option.id === activeId}
          className={`dropdown-item global-search-option${option.id === activeId ? ' active' : ''}${option.seeAll ? ' small global-search-see-all' : ''}`}
          onClick={() => onChoose(option.link)}
        >
          {option.seeAll ? null : (
            <Icon size={16} aria-hidden="true" className="flex-shrink-0 mt-1" />
          )}
          <span className="min-w-0">
            <span className="d-block text-truncate">{option.title}</span>
            {option.subtitle ? (
              <span className="d-block small text-truncate global-search-subtitle">
                {option.subtitle}
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The navbar's search over everything the user may see: the app's pages (matched here), and the
 * server's vacancies, candidates, files, messages and tasks. Ctrl+K / ⌘K focuses it from anywhere;
 * on a phone it is a button that opens the box across the navbar.
 */
export function GlobalSearch({ pages }: { pages: readonly SearchablePage[] }) {
  const intl = useIntl();
  const compact = useWindowWidth() < SEARCH_COMPACT_BELOW;
  const {
    setOpen: setPanelOpen,
    shown: panel,
    openButton,
    focusRef: input,
    close: closePanel,
  } = useOpenedPanel<HTMLInputElement>(compact);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isShortcut(event)) return;
      event.preventDefault();
      if (compact) setPanelOpen(true);
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [compact, input, setPanelOpen]);

  if (!compact) {
    return (
      <div className="global-search-box">
        <SearchCombobox pages={pages} inputRef={input} />
      </div>
    );
  }
  return (
    <>
      <PanelButton
        ref={openButton}
        label={intl.formatMessage({ id: 'search.open' })}
        expanded={panel}
        keyShortcuts="Control+K Meta+K"
        onOpen={() => setPanelOpen(true)}
      >
        <Search size={20} aria-hidden="true" />
      </PanelButton>
      {panel ? (
        <div
          className="global-search-panel d-flex align-items-center gap-2"
          // Tab past its end closes it, as the overlay menu does.
          onBlur={(event) => {
            if (event.relatedTarget && !event.currentTarget.contains(event.relatedTarget)) {
              setPanelOpen(false);
            }
          }}
        >
          <div className="flex-grow-1 min-w-0">
            <SearchCombobox pages={pages} inputRef={input} onDone={closePanel} />
          </div>
          <CloseButton
            className="nav-link p-1"
            label={intl.formatMessage({ id: 'search.close' })}
            onClick={closePanel}
          />
        </div>
      ) : null}
    </>
  );
}
