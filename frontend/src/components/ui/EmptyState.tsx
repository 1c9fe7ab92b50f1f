import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

export function EmptyState({
  title,
  heading,
  children,
}: {
  title: string;
  /** `h1` when the empty state is all the page shows (it then names the page). */
  heading?: 'h1';
  children?: ReactNode;
}) {
  const Title = heading ?? 'p';
  return (
    <Card className="text-center">
      <Card.Body className="py-5">
        <Title className="h5 mb-2">{title}</Title>
        {children ? <div className="text-body-secondary">{children}</div> : null}
      </Card.Body>
    </Card>
  );
}
