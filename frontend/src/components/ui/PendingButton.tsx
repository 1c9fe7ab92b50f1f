import Button, { type ButtonProps } from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/** A button that, while its action is on its way, is disabled and shows a small spinner. */
export function PendingButton({
  pending,
  disabled,
  children,
  ...button
}: ButtonProps & { pending: boolean }) {
  return (
    <Button {...button} disabled={pending || disabled}>
      {pending ? (
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
      ) : null}
      {children}
    </Button>
  );
}
