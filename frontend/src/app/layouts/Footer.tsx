import { FormattedMessage, useIntl } from 'react-intl';
import type { FooterType } from '@/app/customizer/customizer-store';
import { useBrandName } from '@/lib/tenant/use-brand-name';

export function Footer({ type }: { type: FooterType }) {
  const intl = useIntl();
  const brand = useBrandName();
  if (type === 'hidden') return null;
  const year = intl.formatDate(new Date(), { year: 'numeric' });
  return (
    <footer className={`app-footer footer-${type}`}>
      <FormattedMessage id="footer.copyright" values={{ year, brand }} />
    </footer>
  );
}
