import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

interface IconButtonProps {
  id?: string;
  /** Read out as its name and (unless `tooltip` is false) shown as its tooltip. */
  label: string;
  tooltip?: boolean;
  /** A removal: red. */
  danger?: boolean;
  disabled?: boolean;
  /** `link` (bare, in a dense list) or `outline` (bordered, in an editor's row). */
  look?: 'link' | 'outline';
  onClick: () => void;
  children: ReactNode;
}

/** A small button that shows only an icon: a row's move, edit or remove. */
export function IconButton({
  id,
  label,
  danger = false,
  disabled,
  look = 'outline',
  tooltip = true,
  onClick,
  children,
}: IconButtonProps) {
  const variant = look === 'link' ? 'link' : danger ? 'outline-danger' : 'outline-secondary';
  const className = look === 'link' ? (danger ? 'p-1 text-danger' : 'p-1') : undefined;
  return (
    <Button
      id={id}
      variant={variant}
      size="sm"
      className={className}
      aria-label={label}
      title={tooltip ? label : undefined}
      disabled={disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
