import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Card className="text-center">
      <Card.Body className="py-5">
        <p className="h5 mb-2">{title}</p>
        {children ? <div className="text-body-secondary">{children}</div> : null}
      </Card.Body>
    </Card>
  );
}
