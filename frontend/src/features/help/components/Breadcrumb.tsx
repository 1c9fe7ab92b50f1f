import { useIntl } from 'react-intl';
import { Link } from 'react-router';

export interface Crumb {
  label: string;
  /** The page's address; the last crumb (this page) has none. */
  to?: string;
  lang?: string | undefined;
}

/** Where the page is in the knowledge base; the last item is the page itself. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'help.breadcrumb' })}>
      <ol className="breadcrumb small mb-2">
        {items.map((item) => (
          <li
            key={item.to ?? item.label}
            className={`breadcrumb-item text-break ${item.to ? '' : 'active'}`}
            aria-current={item.to ? undefined : 'page'}
            lang={item.lang}
          >
            {item.to ? <Link to={item.to}>{item.label}</Link> : item.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
