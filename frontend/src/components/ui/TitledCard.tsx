import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';

interface TitledCardProps {
  title: ReactNode;
  /** The heading's id: the card is then a section that its heading names (`aria-labelledby`). */
  id?: string;
  className?: string;
  /** The heading and the parts after it stand evenly spaced (a grid) rather than by their margins. */
  spaced?: boolean;
  /** While its content is on its way (`aria-busy`). */
  busy?: boolean;
  /**
   * The card's actions (a button or two), at the end of the heading's line. Given at all, even as
   * `false` while there are none, the heading keeps that line's spacing.
   */
  actions?: ReactNode;
  /** A line under the heading, in small muted text (what the card is for). */
  intro?: ReactNode;
  children: ReactNode;
}

/** A card whose body starts with its heading (an h2 styled as h5). */
export function TitledCard({
  title,
  id,
  className,
  spaced = false,
  busy,
  actions,
  intro,
  children,
}: TitledCardProps) {
  return (
    <Card
      {...(id ? { as: 'section' as const, 'aria-labelledby': id } : {})}
      className={className}
      aria-busy={busy}
    >
      <Card.Body className={spaced ? 'd-grid gap-3' : undefined}>
        {actions !== undefined ? (
          <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
            <h2 id={id} className="h5 mb-0 flex-grow-1">
              {title}
            </h2>
            {actions}
          </div>
        ) : (
          <h2 id={id} className={spaced ? 'h5 mb-0' : 'h5'}>
            {title}
          </h2>
        )}
        {intro ? <p className="text-body-secondary small">{intro}</p> : null}
        {children}
      </Card.Body>
    </Card>
  );
}

/**
 * A section card whose heading stands in the card's header; the content (its bodies, a list)
 * follows it.
 */
export function HeadedCard({
  id,
  title,
  className,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" aria-labelledby={id} className={className}>
      <Card.Header className="bg-transparent">
        <h2 id={id} className="h5 mb-0">
          {title}
        </h2>
      </Card.Header>
      {children}
    </Card>
  );
}
