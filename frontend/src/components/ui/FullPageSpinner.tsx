import Spinner from 'react-bootstrap/Spinner';

/** Shown before the translations are ready, so its label comes from the caller. */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <div className="min-vh-100 d-flex align-items-center justify-content-center" role="status">
      <Spinner animation="border" variant="primary" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
