import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ComponentProps, type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ArrowDown, ArrowUp, Edit2, Menu, Star, Trash2 } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/EmptyState';
import { FieldError } from '@/components/ui/FieldError';
import { FormAlert } from '@/components/ui/FormAlert';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { TitledCard } from '@/components/ui/TitledCard';
import { ApiError } from '@/lib/api/api-error';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useFieldErrors } from '@/lib/i18n/use-field-errors';
import { useBookmarks } from '../api/get-bookmarks';
import {
  NAVBAR_BOOKMARKS,
  useDeleteBookmark,
  useOrderBookmarks,
  useUpdateBookmark,
} from '../api/save-bookmark';
import { type Bookmark, MAX_BOOKMARK_TITLE, type SearchablePage } from '../api/types';
import { PagesContext } from '../components/page-icon';
import { BookmarkIcon, SearchMessages } from '../slots';
import '../search.css';

/** Focus follows a row moved by its buttons (its DOM node moves, which drops the focus). */
function focusSoon(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

function RenameForm({ bookmark, onDone }: { bookmark: Bookmark; onDone: () => void }) {
  const intl = useIntl();
  const update = useUpdateBookmark();
  const { errorFor, validate } = useFieldErrors<'title'>(update.error);
  const { errorText } = useApiErrorText();
  const [title, setTitle] = useState(bookmark.title);
  const inputId = `bookmark-title-${bookmark.id}`;
  const error = errorFor('title');

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const clean = title.trim();
    if (!validate({ title: clean ? null : 'error.bookmark_title_invalid' })) return;
    if (clean === bookmark.title) {
      onDone();
      return;
    }
    update.mutate({ id: bookmark.id, title: clean }, { onSuccess: onDone });
  };

  return (
    <Form noValidate onSubmit={onSubmit} className="flex-grow-1 min-w-0">
      <Form.Label htmlFor={inputId} className="visually-hidden">
        {intl.formatMessage({ id: 'bookmarks.titleOf' }, { title: bookmark.title })}
      </Form.Label>
      <div className="d-flex flex-wrap gap-2">
        <Form.Control
          id={inputId}
          size="sm"
          className="bookmark-title-input"
          value={title}
          maxLength={MAX_BOOKMARK_TITLE}
          autoFocus
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.preventDefault();
              onDone();
            }
          }}
        />
        <Button type="submit" size="sm" disabled={update.isPending}>
          <FormattedMessage id="bookmarks.save" />
        </Button>
        <Button variant="outline-secondary" size="sm" onClick={onDone}>
          <FormattedMessage id="bookmarks.cancel" />
        </Button>
      </div>
      {error ? (
        <FieldError id={`${inputId}-error`} error={error} />
      ) : (
        <FormAlert
          message={
            update.error && !(update.error instanceof ApiError && update.error.fields.title)
              ? errorText(update.error)
              : null
          }
        />
      )}
    </Form>
  );
}

/** A row's small action: an icon named by `label` (read out, and shown on hover). */
function IconButton({
  label,
  className = '',
  children,
  ...rest
}: Omit<ComponentProps<typeof Button>, 'variant' | 'size' | 'title' | 'aria-label'> & {
  label: string;
}) {
  return (
    <Button
      variant="link"
      size="sm"
      className={`p-1 ${className}`.trim()}
      aria-label={label}
      title={label}
      {...rest}
    >
      {children}
    </Button>
  );
}

interface RowProps {
  bookmark: Bookmark;
  /** Its place among the starred ones (1-based) and how many there are; absent when unstarred. */
  position?: { index: number; count: number; onMove: (step: -1 | 1) => void };
}

function BookmarkRowContent({ bookmark, position }: RowProps) {
  const intl = useIntl();
  const update = useUpdateBookmark();
  const remove = useDeleteBookmark();
  const { errorText } = useApiErrorText();
  const [renaming, setRenaming] = useState(false);
  const title = bookmark.title;
  const label = (
    id: 'bookmarks.moveUp' | 'bookmarks.moveDown' | 'bookmarks.rename' | 'bookmarks.delete',
  ) => intl.formatMessage({ id }, { title });
  const starLabel = intl.formatMessage(
    { id: bookmark.starred ? 'bookmarks.unstar' : 'bookmarks.star' },
    { title },
  );
  const failed = update.error ?? remove.error;

  return (
    <div className="flex-grow-1 min-w-0">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <BookmarkIcon bookmark={bookmark} />
        {renaming ? (
          <RenameForm bookmark={bookmark} onDone={() => setRenaming(false)} />
        ) : (
          <>
            <Link to={bookmark.link} className="flex-grow-1 min-w-0 text-break fw-semibold">
              {title}
            </Link>
            <div className="d-flex flex-wrap gap-1 ms-auto">
              <IconButton
                className={`bookmark-star${bookmark.starred ? ' on' : ''}`}
                label={starLabel}
                aria-pressed={bookmark.starred}
                disabled={update.isPending}
                onClick={() => update.mutate({ id: bookmark.id, starred: !bookmark.starred })}
              >
                <Star
                  size={16}
                  aria-hidden="true"
                  fill={bookmark.starred ? 'currentColor' : 'none'}
                />
              </IconButton>
              {position ? (
                <>
                  <IconButton
                    id={`bookmark-up-${bookmark.id}`}
                    label={label('bookmarks.moveUp')}
                    disabled={position.index === 1}
                    onClick={() => position.onMove(-1)}
                  >
                    <ArrowUp size={16} aria-hidden="true" />
                  </IconButton>
                  <IconButton
                    id={`bookmark-down-${bookmark.id}`}
                    label={label('bookmarks.moveDown')}
                    disabled={position.index === position.count}
                    onClick={() => position.onMove(1)}
                  >
                    <ArrowDown size={16} aria-hidden="true" />
                  </IconButton>
                </>
              ) : null}
              <IconButton label={label('bookmarks.rename')} onClick={() => setRenaming(true)}>
                <Edit2 size={16} aria-hidden="true" />
              </IconButton>
              <IconButton
                className="text-danger"
                label={label('bookmarks.delete')}
                disabled={remove.isPending}
                onClick={() => remove.mutate(bookmark.id)}
              >
                <Trash2 size={16} aria-hidden="true" />
              </IconButton>
            </div>
          </>
        )}
      </div>
      <div className="small text-body-secondary text-break">
        {/* An address reads left to right in every language ("/todo/all?…", not "todo/all?/…"). */}
        <span dir="ltr">{bookmark.link}</span>
      </div>
      {failed ? <FormAlert message={errorText(failed)} /> : null}
    </div>
  );
}

/** A starred bookmark: dragged by its handle (pointer, or Space and the arrow keys), or moved by its buttons. */
function SortableRow(props: RowProps & { bookmark: Bookmark }) {
  const intl = useIntl();
  const { bookmark } = props;
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: bookmark.id });
  return (
    <li
      ref={setNodeRef}
      className={`list-group-item d-flex align-items-start gap-2 bookmark-row${isDragging ? ' dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        className="btn btn-link btn-sm p-1 bookmark-handle"
        aria-label={intl.formatMessage({ id: 'bookmarks.drag' }, { title: bookmark.title })}
        {...attributes}
        {...listeners}
      >
        <Menu size={16} aria-hidden="true" />
      </button>
      <BookmarkRowContent {...props} />
    </li>
  );
}

function StarredList({ starred }: { starred: Bookmark[] }) {
  const intl = useIntl();
  const order = useOrderBookmarks();
  const { errorText } = useApiErrorText();
  const [moved, setMoved] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const titleOf = (id: UniqueIdentifier) =>
    starred.find((bookmark) => bookmark.id === id)?.title ?? '';
  const positionOf = (id: UniqueIdentifier) =>
    starred.findIndex((bookmark) => bookmark.id === id) + 1;

  const save = (from: number, to: number) => {
    const next = arrayMove(starred, from, to);
    order.mutate(next.map((bookmark) => bookmark.id));
    const bookmark = starred[from];
    if (bookmark) {
      setMoved(
        intl.formatMessage(
          { id: 'bookmarks.moved' },
          { title: bookmark.title, position: to + 1, count: starred.length },
        ),
      );
    }
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    save(positionOf(active.id) - 1, positionOf(over.id) - 1);
  };

  // Where the dragged bookmark is, or went: its title and its place among the starred ones.
  type Place = Parameters<Announcements['onDragOver']>[0];
  const placeText = (
    id: 'bookmarks.drag.over' | 'bookmarks.moved',
    active: Place['active'],
    over: Place['over'],
  ) =>
    over
      ? intl.formatMessage(
          { id },
          { title: titleOf(active.id), position: positionOf(over.id), count: starred.length },
        )
      : undefined;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      intl.formatMessage({ id: 'bookmarks.drag.start' }, { title: titleOf(active.id) }),
    onDragOver: ({ active, over }) => placeText('bookmarks.drag.over', active, over),
    onDragEnd: ({ active, over }) => placeText('bookmarks.moved', active, over),
    onDragCancel: ({ active }) =>
      intl.formatMessage({ id: 'bookmarks.drag.cancel' }, { title: titleOf(active.id) }),
  };

  const rows = starred.map((bookmark, index) => (
    <SortableRow
      key={bookmark.id}
      bookmark={bookmark}
      position={{
        index: index + 1,
        count: starred.length,
        onMove: (step) => {
          const to = index + step;
          save(index, to);
          // At an end the button is disabled: the other one keeps the focus on the row.
          const edge = to === 0 || to === starred.length - 1;
          const direction = step === -1 ? 'up' : 'down';
          const other = step === -1 ? 'down' : 'up';
          focusSoon(`bookmark-${edge ? other : direction}-${bookmark.id}`);
        },
      }}
    />
  ));

  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: intl.formatMessage({ id: 'bookmarks.drag.instructions' }),
          },
        }}
      >
        <SortableContext
          items={starred.map((bookmark) => bookmark.id)}
          strategy={verticalListSortingStrategy}
        >
          <ol
            className="list-group bookmark-list"
            aria-label={intl.formatMessage({ id: 'bookmarks.starred' })}
          >
            {rows.slice(0, NAVBAR_BOOKMARKS)}
          </ol>
          {rows.length > NAVBAR_BOOKMARKS ? (
            <>
              <h3 className="h6 text-body-secondary mt-3 mb-2">
                <FormattedMessage id="bookmarks.overflowTitle" />
              </h3>
              <ol
                className="list-group bookmark-list"
                start={NAVBAR_BOOKMARKS + 1}
                aria-label={intl.formatMessage({ id: 'bookmarks.overflowTitle' })}
              >
                {rows.slice(NAVBAR_BOOKMARKS)}
              </ol>
            </>
          ) : null}
        </SortableContext>
      </DndContext>
      <div aria-live="polite" aria-atomic="true" className="visually-hidden">
        {moved}
      </div>
      {order.isError ? <FormAlert message={errorText(order.error)} /> : null}
    </>
  );
}

function BookmarksPage() {
  const intl = useIntl();
  const bookmarks = useBookmarks();
  let content;
  if (bookmarks.isPending) content = <LoadingCard lines={6} />;
  else if (bookmarks.isError) {
    content = <QueryErrorState error={bookmarks.error} onRetry={() => void bookmarks.refetch()} />;
  } else {
    const starred = [...bookmarks.data.navbar, ...bookmarks.data.overflow];
    const { unstarred } = bookmarks.data;
    content =
      starred.length + unstarred.length === 0 ? (
        <EmptyState title={intl.formatMessage({ id: 'bookmarks.empty' })}>
          <FormattedMessage id="bookmarks.emptyHint" />
        </EmptyState>
      ) : (
        <>
          <TitledCard
            id="bookmarks-starred"
            title={<FormattedMessage id="bookmarks.starred" />}
            intro={
              <FormattedMessage id="bookmarks.starredHint" values={{ count: NAVBAR_BOOKMARKS }} />
            }
            className="mb-4"
          >
            {starred.length > 0 ? (
              <StarredList starred={starred} />
            ) : (
              <p className="mb-0">
                <FormattedMessage id="bookmarks.noneStarred" />
              </p>
            )}
          </TitledCard>
          {unstarred.length > 0 ? (
            <TitledCard
              id="bookmarks-unstarred"
              title={<FormattedMessage id="bookmarks.unstarred" />}
            >
              <ul className="list-group bookmark-list">
                {unstarred.map((bookmark) => (
                  <li key={bookmark.id} className="list-group-item d-flex gap-2 bookmark-row">
                    <BookmarkRowContent bookmark={bookmark} />
                  </li>
                ))}
              </ul>
            </TitledCard>
          ) : null}
        </>
      );
  }
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title" className="h3 mb-3">
        <FormattedMessage id="bookmarks.title" />
      </h1>
      {content}
    </section>
  );
}

/**
 * Every bookmark of the user: star and unstar, rename, delete, and the starred ones' order (the
 * first 10 are the navbar's), by dragging or with the keyboard. Its own chunk: dnd-kit is loaded
 * only here. `pages` (the app's, with their menu icons) give page bookmarks their icons.
 */
export function BookmarksRoute({ pages }: { pages: readonly SearchablePage[] }) {
  return (
    <SearchMessages>
      <PagesContext value={pages}>
        <BookmarksPage />
      </PagesContext>
    </SearchMessages>
  );
}
