import type { Ref } from 'react';
import Button from 'react-bootstrap/Button';
import { X } from 'react-feather';

interface CloseButtonProps {
  /** What it closes, for screen readers ("Close menu"). */
  label: string;
  onClick: () => void;
  className: string;
  ref?: Ref<HTMLButtonElement>;
}

/** An × that closes a panel or an overlay: a link-styled button with its label for screen readers. */
export function CloseButton({ label, onClick, className, ref }: CloseButtonProps) {
  return (
    <Button ref={ref} variant="link" className={className} aria-label={label} onClick={onClick}>
      <X size={20} aria-hidden="true" />
    </Button>
  );
}
