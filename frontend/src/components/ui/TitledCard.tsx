import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

interface TitledCardProps {
  title: ReactNode;
  /** The heading's id: the card is then a section that its heading names (`aria-labelledby`). */
  id?: string;
  className?: string;
  bodyClassName?: string;
  /** The heading's classes: `h5` unless given. */
  titleClassName?: string;
  /** While its content is on its way (`aria-busy`). */
  busy?: boolean;
  children: ReactNode;
}

/** A card whose body starts with its heading (an h2 styled as h5). */
export function TitledCard({
  title,
  id,
  className,
  bodyClassName,
  titleClassName = 'h5',
  busy,
  children,
}: TitledCardProps) {
  return (
    <Card
      {...(id ? { as: 'section' as const, 'aria-labelledby': id } : {})}
      className={className}
      aria-busy={busy}
    >
      <Card.Body className={bodyClassName}>
        <h2 id={id} className={titleClassName}>
          {title}
        </h2>
        {children}
      </Card.Body>
    </Card>
  );
}
