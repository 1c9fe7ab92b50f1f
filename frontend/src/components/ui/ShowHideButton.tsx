import type { ReactNode } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@/lib/i18n/catalogs';

/** A small button that shows or hides a panel, saying which it will do (`aria-expanded`). */
export function ShowHideButton({
  open,
  onToggle,
  panelId,
  show,
  hide,
  variant = 'outline-secondary',
  className,
  children,
}: {
  open: boolean;
  onToggle: () => void;
  /** The id of the panel it shows. */
  panelId: string;
  /** Its text while the panel is hidden. */
  show: MessageId;
  /** Its text while the panel shows. */
  hide: MessageId;
  /** `outline-secondary` unless given. */
  variant?: ButtonProps['variant'];
  className?: string;
  /** After the text (a count, a hidden word for a screen reader). */
  children?: ReactNode;
}) {
  return (
    <Button
      variant={variant}
      size="sm"
      className={className}
      aria-expanded={open}
      aria-controls={panelId}
      onClick={onToggle}
    >
      <FormattedMessage id={open ? hide : show} />
      {children}
    </Button>
  );
}
