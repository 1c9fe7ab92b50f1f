import type { ReactNode } from 'react';
import Spinner from 'react-bootstrap/Spinner';

/** A short "working on it" line with a small spinner, announced as a status. */
export function BusyNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div role="status" className={className}>
      <Spinner size="sm" animation="border" aria-hidden="true" className="me-2" />
      {children}
    </div>
  );
}
