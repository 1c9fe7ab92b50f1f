import Button from 'react-bootstrap/Button';
import { ArrowUp } from 'react-feather';
import { useIntl } from 'react-intl';
import { useScrolledPast } from '@/hooks/use-scrolled-past';

/** Appears after 160 px of scrolling. */
export const SCROLL_TO_TOP_AFTER = 160;

export function ScrollToTop() {
  const intl = useIntl();
  const visible = useScrolledPast(SCROLL_TO_TOP_AFTER);
  if (!visible) return null;
  return (
    <Button
      variant="primary"
      className="scroll-to-top rounded-circle shadow"
      aria-label={intl.formatMessage({ id: 'footer.scrollToTop' })}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUp size={18} aria-hidden="true" />
    </Button>
  );
}
