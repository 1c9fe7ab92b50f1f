import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { Star } from 'react-feather';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { allBookmarks, useBookmarks } from '../api/get-bookmarks';
import { useAddBookmark, useUpdateBookmark } from '../api/save-bookmark';
import { MAX_BOOKMARK_TITLE } from '../api/types';

interface BookmarkStarProps {
  /** What is bookmarked: an in-app address, path and query. */
  link: string;
  /** Its title; a function when it is read at the click (the page's heading). */
  title: string | (() => string);
  icon: string | null;
  /** The button's name; `aria-pressed` says whether it is starred. */
  label: string;
  className?: string;
}

/**
 * Stars or unstars the bookmark of `link`, adding it on the first star. Unstarring keeps the
 * bookmark (the Bookmarks page deletes it); the server moves the navbar's and overflow's entries.
 */
export function BookmarkStar({ link, title, icon, label, className = '' }: BookmarkStarProps) {
  const { errorText } = useApiErrorText();
  const bookmarks = useBookmarks();
  const add = useAddBookmark();
  const update = useUpdateBookmark();
  const existing = bookmarks.data
    ? allBookmarks(bookmarks.data).find((bookmark) => bookmark.link === link)
    : undefined;
  const starred = existing?.starred ?? false;
  const failed = add.error ?? update.error;

  const onClick = () => {
    add.reset();
    update.reset();
    if (existing) {
      update.mutate({ id: existing.id, starred: !starred });
      return;
    }
    const text = (typeof title === 'function' ? title() : title).trim();
    add.mutate({
      title: (text || link).slice(0, MAX_BOOKMARK_TITLE),
      link,
      icon,
      starred: true,
    });
  };

  return (
    <span className="position-relative d-inline-flex">
      <Button
        variant="link"
        className={`bookmark-star p-1${starred ? ' on' : ''} ${className}`}
        aria-label={label}
        title={label}
        aria-pressed={starred}
        disabled={!bookmarks.data || add.isPending || update.isPending}
        onClick={onClick}
      >
        <Star size={18} aria-hidden="true" fill={starred ? 'currentColor' : 'none'} />
      </Button>
      {failed ? (
        <Alert variant="danger" className="bookmark-star-error small p-2 mb-0 shadow">
          {errorText(failed)}
        </Alert>
      ) : null}
    </span>
  );
}
