import { type ReactNode, useEffect, useRef } from 'react';
import Card from 'react-bootstrap/Card';
import { X } from 'react-feather';
import { IconButton } from './IconButton';
import { HeadedCard } from './TitledCard';

export interface ClosablePanelProps {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  /** A line on what the panel shows, beside the close button. */
  intro: ReactNode;
  /** The close button's accessible name. */
  closeLabel: string;
  onClose: () => void;
  /** Whose panel it is (an endpoint, a rule): the heading takes the keyboard each time it changes. */
  of: string | number;
}

/**
 * A panel opened from a list (a webhook's deliveries, a rule's runs or dry run): a section whose
 * heading takes the keyboard when it opens, a line on what it shows and a close button, then its
 * content.
 */
export function ClosablePanel({
  id,
  title,
  intro,
  closeLabel,
  onClose,
  of,
  busy,
  children,
}: ClosablePanelProps & { busy?: boolean; children: ReactNode }) {
  const heading = useRef<HTMLSpanElement>(null);
  useEffect(() => heading.current?.focus(), [of]);
  return (
    <HeadedCard
      id={id}
      className="mb-3"
      title={
        <span ref={heading} tabIndex={-1} className="text-break">
          {title}
        </span>
      }
    >
      <Card.Body aria-busy={busy}>
        <div className="d-flex align-items-start gap-2 mb-3">
          <p className="small text-body-secondary mb-0 flex-grow-1">{intro}</p>
          <IconButton label={closeLabel} onClick={onClose}>
            <X size={14} aria-hidden />
          </IconButton>
        </div>
        {children}
      </Card.Body>
    </HeadedCard>
  );
}
