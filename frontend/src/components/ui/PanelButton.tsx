import type { ReactNode, Ref } from 'react';
import Button from 'react-bootstrap/Button';

/** The navbar's icon button that opens a panel (`useOpenedPanel`): the overlay menu, the search. */
export function PanelButton({
  ref,
  label,
  expanded,
  keyShortcuts,
  onOpen,
  children,
}: {
  ref: Ref<HTMLButtonElement>;
  /** Read out as its name. */
  label: string;
  /** Whether the panel is open. */
  expanded: boolean;
  /** The keys that open the panel too (`aria-keyshortcuts`). */
  keyShortcuts?: string;
  onOpen: () => void;
  /** The icon. */
  children: ReactNode;
}) {
  return (
    <Button
      ref={ref}
      variant="link"
      className="nav-link p-1"
      aria-label={label}
      aria-expanded={expanded}
      aria-keyshortcuts={keyShortcuts}
      onClick={onOpen}
    >
      {children}
    </Button>
  );
}
