import type { ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '@/lib/i18n/catalogs';

interface MiscPageProps {
  icon: ComponentType<{ size?: number; className?: string }>;
  title: MessageId;
  text: MessageId;
  showHomeLink?: boolean;
}

export function MiscPage({ icon: Icon, title, text, showHomeLink = true }: MiscPageProps) {
  return (
    <div className="misc-page text-center">
      <Icon size={64} className="text-primary mb-4" />
      <h1 className="h3 mb-2">
        <FormattedMessage id={title} />
      </h1>
      <p className="text-body-secondary mb-4">
        <FormattedMessage id={text} />
      </p>
      {showHomeLink ? (
        <Link to="/" className="btn btn-primary">
          <FormattedMessage id="misc.backHome" />
        </Link>
      ) : null}
    </div>
  );
}
