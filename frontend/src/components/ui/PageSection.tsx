import type { ReactNode } from 'react';

interface PageSectionProps {
  /** The page's heading (its h1, which names the section). */
  title: ReactNode;
  /** Above the heading, e.g. the way back to the list. */
  above?: ReactNode;
  /** The page's actions, at the end of the heading's line. */
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A page: a section named by its h1 (`page-title`, which the skip link and tests find). */
export function PageSection({ title, above, actions, className, children }: PageSectionProps) {
  return (
    <section aria-labelledby="page-title" className={className}>
      {above}
      {actions ? (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <h1 id="page-title" className="h3 mb-0 flex-grow-1">
            {title}
          </h1>
          {actions}
        </div>
      ) : (
        <h1 id="page-title" className="h3 mb-3">
          {title}
        </h1>
      )}
      {children}
    </section>
  );
}
