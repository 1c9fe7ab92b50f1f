import { type ReactNode, useState } from 'react';
import { PageSection } from './PageSection';

export type Announce = (message: string) => void;

/**
 * An admin page of cards: its heading, a line on what it is for, and a polite live region that
 * stays on the page and says what the last action in any card did (`announce`).
 */
export function AnnouncingPage({
  title,
  intro,
  children,
}: {
  title: ReactNode;
  intro: ReactNode;
  children: (announce: Announce) => ReactNode;
}) {
  const [announcement, setAnnouncement] = useState('');
  return (
    <PageSection title={title}>
      <p className="text-body-secondary">{intro}</p>
      <p role="status" className="small text-success-emphasis mb-2">
        {announcement}
      </p>
      {children(setAnnouncement)}
    </PageSection>
  );
}
