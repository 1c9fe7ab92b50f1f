import type { ReactNode } from 'react';
import { ArrowLeft } from 'react-feather';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import type { Schemas } from '@/lib/api/types';
import { useUser } from '../api/get-user';

interface UserPageProps {
  /** Where the link above the page leads, given the user's id, and what it says. */
  back: { to: (id: string) => string; text: 'admin.user.back' | 'admin.user.backToUser' };
  /** The page's content for the user, once loaded (it has the page's heading). */
  children: (user: Schemas['UserDetail']) => ReactNode;
}

/**
 * A page about one user (`/app/user/…/:id`): the way back, then the user's page once loaded;
 * meanwhile (or when the user cannot be loaded) the page is named by a hidden heading.
 */
export function UserPage({ back, children }: UserPageProps) {
  const { id = '' } = useParams();
  const user = useUser(id);
  let body;
  if (user.isPending) body = <LoadingCard lines={6} />;
  else if (user.isError)
    body = <QueryErrorState error={user.error} onRetry={() => void user.refetch()} />;
  else body = children(user.data);
  return (
    <section aria-labelledby="page-title">
      <Link to={back.to(id)} className="d-inline-flex align-items-center gap-1 mb-3">
        <ArrowLeft size={16} aria-hidden="true" className="flip-rtl" />
        <FormattedMessage id={back.text} />
      </Link>
      {user.isSuccess ? null : (
        <h1 id="page-title" className="visually-hidden">
          <FormattedMessage id="page.users" />
        </h1>
      )}
      {body}
    </section>
  );
}
