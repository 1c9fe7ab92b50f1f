import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { FooterType } from '@/app/customizer/customizer-store';
import { helpLinks } from '@/app/navigation/help-links';
import { useBrandName } from '@/lib/tenant/use-brand-name';

export function Footer({ type }: { type: FooterType }) {
  const intl = useIntl();
  const brand = useBrandName();
  if (type === 'hidden') return null;
  const year = intl.formatDate(new Date(), { year: 'numeric' });
  return (
    <footer
      className={`app-footer footer-${type} d-flex flex-wrap justify-content-between column-gap-3 row-gap-1`}
    >
      <span>
        <FormattedMessage id="footer.copyright" values={{ year, brand }} />
      </span>
      {/* The careers site's help, where a visitor (who has no menu) finds it on every page. */}
      <nav aria-label={intl.formatMessage({ id: 'footer.help' })}>
        <ul className="list-inline mb-0">
          {helpLinks.map((link) => (
            <li key={link.id} className="list-inline-item">
              <Link to={link.to}>
                <FormattedMessage id={link.title} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
