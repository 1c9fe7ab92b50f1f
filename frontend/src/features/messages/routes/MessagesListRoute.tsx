import { useState } from 'react';
import Card from 'react-bootstrap/Card';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useParams } from 'react-router';
import { AddressSearchBox } from '@/components/ui/AddressSearchBox';
import { FormAlert } from '@/components/ui/FormAlert';
import { PagedResults } from '@/components/ui/PagedResults';
import { useAddressFilters } from '@/hooks/use-address-filters';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useMailList } from '../api/get-mail-list';
import { type MailPatch, usePatchMail } from '../api/patch-mail';
import {
  type MailFolder,
  type MailLabel,
  type MailListParams,
  type MailView,
  isMailLabel,
} from '../api/types';
import { labelTitle, viewTitle } from '../components/mail-text';
import { MailRow } from '../components/MailRow';
import { MailToolbar } from '../components/MailToolbar';
import { FoldersButton } from './FoldersButton';
import { useMessagesContext } from './messages-context';

const MAIL_PER_PAGE = 20;

/** Where the chosen messages may go from each view; drafts only to the trash. */
const moveTargets: Record<MailView, readonly MailFolder[]> = {
  inbox: ['spam', 'trash'],
  sent: ['trash'],
  draft: ['trash'],
  starred: ['inbox', 'spam', 'trash'],
  spam: ['inbox', 'trash'],
  trash: ['inbox'],
};
const labelMoveTargets: readonly MailFolder[] = ['inbox', 'spam', 'trash'];

interface MailListProps {
  view?: MailView;
  label?: MailLabel;
}

function MailList({ view, label }: MailListProps) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const { compose } = useMessagesContext();
  const { q, page, hrefForPage } = useAddressFilters();
  const params: MailListParams = {
    ...(view ? { folder: view } : { label }),
    ...(q ? { q } : {}),
    page,
    perPage: MAIL_PER_PAGE,
  };
  const list = useMailList(params);
  const patch = usePatchMail();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const items = list.data?.data ?? [];
  // Only what is on the page can be chosen: a new page or search starts with none.
  const pageKey = items.map((mail) => mail.id).join(',');
  const [selectionFor, setSelectionFor] = useState(pageKey);
  if (selectionFor !== pageKey) {
    setSelectionFor(pageKey);
    setSelected(new Set([...selected].filter((id) => items.some((mail) => mail.id === id))));
  }
  const chosen = items.filter((mail) => selected.has(mail.id));
  const total = list.data?.total ?? 0;
  // False when a search matches more than 1,000: the total then reads "1,000+".
  const exact = list.data?.totalExact ?? true;
  const first = list.data ? (list.data.page - 1) * list.data.perPage + 1 : 1;
  const title = intl.formatMessage({
    id: view ? viewTitle[view] : labelTitle[label ?? 'personal'],
  });

  const apply = (change: Omit<MailPatch, 'ids'>, ids = chosen.map((mail) => mail.id)) => {
    if (ids.length === 0) return;
    patch.mutate({ ids, ...change }, { onSuccess: () => setSelected(new Set()) });
  };

  return (
    <section aria-labelledby="page-title">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <FoldersButton />
        <h1 id="page-title" className="h3 mb-0 me-auto">
          {title}
        </h1>
        <AddressSearchBox
          label={intl.formatMessage({ id: 'mail.search' })}
          className="flex-grow-1 list-search"
        />
      </div>
      <PagedResults
        query={list}
        emptyTitle={intl.formatMessage({ id: q ? 'mail.noMatches' : 'mail.empty' })}
        hrefForPage={hrefForPage}
      >
        {/* The page's messages are `items` above: the selection needs them too. */}
        {() => (
          <>
            <Card>
              <MailToolbar
                selectedCount={chosen.length}
                pageCount={items.length}
                onSelectAll={(all) => setSelected(new Set(all ? items.map((mail) => mail.id) : []))}
                allStarred={chosen.length > 0 && chosen.every((mail) => mail.starred)}
                moveTargets={view ? moveTargets[view] : labelMoveTargets}
                busy={patch.isPending}
                onMarkRead={(read) => apply({ unread: !read })}
                onStar={(starred) => apply({ starred })}
                onMove={(folder) => apply({ folder })}
                onToggleLabel={(toggleLabel) => apply({ toggleLabel })}
              />
              {patch.error ? (
                <div className="px-3 pt-3">
                  <FormAlert message={errorText(patch.error)} />
                </div>
              ) : null}
              <ul
                className="list-group list-group-flush"
                aria-label={intl.formatMessage({ id: 'mail.listLabel' }, { folder: title })}
              >
                {items.map((mail) => (
                  <MailRow
                    key={mail.id}
                    mail={mail}
                    showRecipients={view === 'sent' || view === 'draft'}
                    selected={selected.has(mail.id)}
                    busy={patch.isPending}
                    onSelect={(on) => {
                      const next = new Set(selected);
                      if (on) next.add(mail.id);
                      else next.delete(mail.id);
                      setSelected(next);
                    }}
                    onStar={() => apply({ starred: !mail.starred }, [mail.id])}
                    onOpenDraft={() => compose(mail.id)}
                  />
                ))}
              </ul>
            </Card>
            <p className="small text-body-secondary text-center mt-3 mb-0">
              <FormattedMessage
                id={exact ? 'mail.range' : 'mail.rangeAtLeast'}
                values={{ from: first, to: first + items.length - 1, total }}
              />
            </p>
          </>
        )}
      </PagedResults>
    </section>
  );
}

/** A folder's list (or the starred view). */
export function MessagesFolderRoute({ view }: { view: MailView }) {
  // A different folder is a different list: nothing chosen carries over.
  return <MailList key={view} view={view} />;
}

/** Every message with a label, outside the trash. */
export function MessagesLabelRoute() {
  const { label } = useParams();
  if (!isMailLabel(label)) return <Navigate to="/misc/error/404" replace />;
  return <MailList key={label} label={label} />;
}
