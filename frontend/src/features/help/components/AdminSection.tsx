import { type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Plus } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormAlert } from '@/components/ui/FormAlert';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { buttonId, movedIds } from './entry-order';
import { type EntryGroup, EntryList, type ListedEntry } from './EntryList';

/** Puts the focus on an element once the list has been drawn again. */
function focusSoon(id: string, fallback?: string) {
  requestAnimationFrame(() => {
    const target = document.getElementById(id);
    if (target instanceof HTMLButtonElement && !target.disabled) target.focus();
    else if (fallback) document.getElementById(fallback)?.focus();
  });
}

export interface AdminSectionProps<T extends { id: number }> {
  /** `help-faq`, `help-articles`, `help-categories`: ids of the section's buttons and fields. */
  idPrefix: string;
  texts: {
    heading: MessageId;
    add: MessageId;
    empty: MessageId;
    saved: MessageId;
    deleted: MessageId;
    deleteText: MessageId;
  };
  query: { data: T[] | undefined; error: unknown; isPending: boolean; refetch: () => unknown };
  listed: (entry: T) => ListedEntry;
  groups: readonly EntryGroup[];
  /** Why nothing can be added yet (articles need a category); the Add button is then off. */
  cannotAdd?: string | null;
  /** The editor of `entry` (null: a new one); `done(true)` once saved. */
  editor: (entry: T | null, done: (saved: boolean) => void) => ReactNode;
  setPublished: (entry: T, published: boolean) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  order: (ids: number[]) => Promise<unknown>;
  /** Says what happened, in the page's live region. */
  announce: (text: string) => void;
}

/**
 * One tab of the help editor: the list of entries (by group) with their actions, or the editor of
 * one of them. Deleting asks first; moving sends the whole new order.
 */
export function AdminSection<T extends { id: number }>({
  idPrefix,
  texts,
  query,
  listed,
  groups,
  cannotAdd = null,
  editor,
  setPublished,
  remove,
  order,
  announce,
}: AdminSectionProps<T>) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  // The entry asked about stays while the dialog closes (its title must not vanish first).
  const [deleting, setDeleting] = useState<ListedEntry | null>(null);
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [deleteState, setDeleteState] = useState<{ pending: boolean; error: unknown }>({
    pending: false,
    error: null,
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const addId = `${idPrefix}-add`;
  const entries = query.data ?? [];
  const rows = entries.map(listed);
  const rowOf = (id: number) => rows.find((row) => row.id === id);

  if (editing !== null) {
    const entry = editing === 'new' ? null : (entries.find((item) => item.id === editing) ?? null);
    const done = (saved: boolean) => {
      setEditing(null);
      if (saved) announce(intl.formatMessage({ id: texts.saved }));
      focusSoon(entry ? buttonId(idPrefix, entry.id, 'edit') : addId, addId);
    };
    return editor(entry, done);
  }

  /** Runs an action of the list; its failure is said above the list. */
  const run = (action: () => Promise<unknown>, after?: () => void) => {
    setBusy(true);
    setFailure(null);
    action().then(
      () => {
        setBusy(false);
        after?.();
      },
      (error: unknown) => {
        setBusy(false);
        setFailure(error);
      },
    );
  };

  const onMove = (id: number, step: -1 | 1) => {
    const row = rowOf(id);
    if (!row || busy) return;
    const next = movedIds(
      entries.map((entry) => entry.id),
      (other) => rowOf(other)?.group ?? '',
      id,
      step,
    );
    if (!next) return;
    const group = next.filter((other) => rowOf(other)?.group === row.group);
    run(() => order(next));
    announce(
      intl.formatMessage(
        { id: 'help.admin.moved' },
        { title: row.title, position: group.indexOf(id) + 1, count: group.length },
      ),
    );
    const [same, other] = step < 0 ? (['up', 'down'] as const) : (['down', 'up'] as const);
    focusSoon(buttonId(idPrefix, id, same), buttonId(idPrefix, id, other));
  };

  const onTogglePublished = (id: number) => {
    const entry = entries.find((item) => item.id === id);
    const row = rowOf(id);
    if (!entry || !row) return;
    run(
      () => setPublished(entry, !row.published),
      () => announce(intl.formatMessage({ id: texts.saved })),
    );
  };

  const closeDelete = () => {
    setDeleteOpen(false);
    setDeleteState({ pending: false, error: null });
  };
  const confirmDelete = () => {
    if (deleting === null) return;
    setDeleteState({ pending: true, error: null });
    remove(deleting.id).then(
      () => {
        closeDelete();
        announce(intl.formatMessage({ id: texts.deleted }));
        focusSoon(addId);
      },
      (error: unknown) => setDeleteState({ pending: false, error }),
    );
  };

  let content: ReactNode;
  if (query.error) {
    content = <QueryErrorState error={query.error} onRetry={() => void query.refetch()} />;
  } else if (query.isPending) {
    content = <LoadingCard lines={5} />;
  } else if (rows.length === 0) {
    content = <EmptyState title={intl.formatMessage({ id: texts.empty })} />;
  } else {
    content = (
      <EntryList
        idPrefix={idPrefix}
        entries={rows}
        groups={groups}
        busy={busy}
        onEdit={(id) => setEditing(id)}
        onTogglePublished={onTogglePublished}
        onMove={onMove}
        onDelete={(id) => {
          setDeleting(rowOf(id) ?? null);
          setDeleteOpen(true);
        }}
      />
    );
  }

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 className="h5 mb-0 me-auto">
          <FormattedMessage id={texts.heading} />
        </h2>
        <Button
          id={addId}
          size="sm"
          className="d-inline-flex align-items-center gap-1"
          disabled={Boolean(cannotAdd)}
          aria-describedby={cannotAdd ? `${addId}-why` : undefined}
          onClick={() => setEditing('new')}
        >
          <Plus size={16} aria-hidden="true" />
          <FormattedMessage id={texts.add} />
        </Button>
      </div>
      {cannotAdd ? (
        <p id={`${addId}-why`} className="small text-body-secondary">
          {cannotAdd}
        </p>
      ) : null}
      <FormAlert message={failure ? errorText(failure) : null} />
      {content}
      <ConfirmDialog
        id="help-delete-title"
        show={deleteOpen && deleting !== null}
        title={
          <FormattedMessage id="help.admin.deleteTitle" values={{ title: deleting?.title ?? '' }} />
        }
        text={intl.formatMessage({ id: texts.deleteText })}
        confirm="help.admin.deleteConfirm"
        pending={deleteState.pending}
        error={deleteState.error}
        onConfirm={confirmDelete}
        onCancel={closeDelete}
      />
    </>
  );
}
