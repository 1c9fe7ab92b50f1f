import { useIntl } from 'react-intl';
import { Link } from 'react-router';

interface PagerProps {
  page: number;
  totalPages: number;
  /** The address of a page, so every page is a real, shareable link. */
  hrefFor: (page: number) => string;
}

/** The pages around the current one, with the first and last always reachable. */
function visiblePages(page: number, totalPages: number): (number | 'gap')[] {
  const pages = new Set([1, totalPages, page - 1, page, page + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  return sorted.flatMap((p, index) => {
    const previous = sorted[index - 1];
    return previous !== undefined && p - previous > 1 ? ['gap' as const, p] : [p];
  });
}

export function Pager({ page, totalPages, hrefFor }: PagerProps) {
  const intl = useIntl();
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={intl.formatMessage({ id: 'pager.label' })}>
      <ul className="pagination justify-content-center flex-wrap mt-4">
        <li className={`page-item${page <= 1 ? ' disabled' : ''}`}>
          {page <= 1 ? (
            <span className="page-link">{intl.formatMessage({ id: 'pager.previous' })}</span>
          ) : (
            <Link className="page-link" to={hrefFor(page - 1)}>
              {intl.formatMessage({ id: 'pager.previous' })}
            </Link>
          )}
        </li>
        {visiblePages(page, totalPages).map((p, index) =>
          p === 'gap' ? (
            <li key={`gap-${index}`} className="page-item disabled">
              <span className="page-link">…</span>
            </li>
          ) : (
            <li key={p} className={`page-item${p === page ? ' active' : ''}`}>
              <Link
                className="page-link"
                to={hrefFor(p)}
                aria-current={p === page ? 'page' : undefined}
                aria-label={intl.formatMessage({ id: 'pager.page' }, { page: p })}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li className={`page-item${page >= totalPages ? ' disabled' : ''}`}>
          {page >= totalPages ? (
            <span className="page-link">{intl.formatMessage({ id: 'pager.next' })}</span>
          ) : (
            <Link className="page-link" to={hrefFor(page + 1)}>
              {intl.formatMessage({ id: 'pager.next' })}
            </Link>
          )}
        </li>
      </ul>
    </nav>
  );
}
