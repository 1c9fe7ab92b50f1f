import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

/** A card whose body starts with its heading (an h2 styled as h5). */
export function TitledCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <Card.Body>
        <h2 className="h5">{title}</h2>
        {children}
      </Card.Body>
    </Card>
  );
}
