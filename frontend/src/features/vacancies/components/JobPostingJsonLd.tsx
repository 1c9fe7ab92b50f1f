import type { JobPosting } from './job-posting';

export function JobPostingJsonLd({ data }: { data: JobPosting }) {
  // "<" is escaped so no text in the vacancy can close the script element.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
