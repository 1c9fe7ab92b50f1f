import type { CSSProperties } from 'react';
import Button from 'react-bootstrap/Button';
import { Printer } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, Navigate, useParams } from 'react-router';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { PRINT_ALONE_PART, printAlone } from '@/lib/print/print-alone';
import { useCurrentTenant } from '@/lib/tenant/get-tenant';
import { useOffer } from '../api/offers';
import { OfferLetter, OfferStateBadge } from '../components/OfferParts';
import { OffersMessages } from '../components/OffersMessages';
import '../offers.css';

function PrintableOffer() {
  const intl = useIntl();
  const offerId = Number(useParams().offerId);
  const query = useOffer(offerId);
  const tenant = useCurrentTenant();
  // Not an offer's number: the page does not exist.
  if (!Number.isInteger(offerId) || offerId <= 0) return <Navigate to="/misc/error/404" replace />;
  if (query.isPending) return <LoadingCard lines={8} />;
  if (query.error)
    return <QueryErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const offer = query.data;
  const company = tenant.data?.name ?? '';
  const brand = { '--offer-brand': tenant.data?.primaryColor ?? undefined } as CSSProperties;
  return (
    <section
      aria-labelledby="page-title"
      className={`offer-print ${PRINT_ALONE_PART}`}
      style={brand}
    >
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3 d-print-none">
        <Link
          to={`/job-vacancy-setting/applications/${offer.applicationId}`}
          className="small me-auto"
        >
          <FormattedMessage id="offers.print.back" values={{ name: offer.applicantName }} />
        </Link>
        <OfferStateBadge state={offer.state} />
        <Button variant="primary" onClick={printAlone}>
          <Printer size={16} aria-hidden className="me-1" />
          <FormattedMessage id="offers.print.print" />
        </Button>
      </div>
      <article className="card p-3 p-sm-4">
        <header className="offer-letterhead d-flex align-items-center gap-3 pb-3 mb-3">
          {tenant.data?.logoUrl ? (
            <img
              src={tenant.data.logoUrl}
              alt={intl.formatMessage({ id: 'offers.print.logo' }, { company })}
            />
          ) : null}
          <div className="text-start">
            <p className="h4 mb-0">{company}</p>
            <p className="small text-body-secondary mb-0">
              {intl.formatDate(offer.sentAt ?? offer.updatedAt, { dateStyle: 'long' })}
            </p>
          </div>
        </header>
        <h1 id="page-title" className="h5">
          <FormattedMessage
            id="offers.print.title"
            values={{ name: offer.applicantName, title: offer.vacancyTitle }}
          />
        </h1>
        <OfferLetter letter={offer.letter} lang={offer.locale} baseLevel={2} />
      </article>
    </section>
  );
}

/** `/pages/invoice/:offerId`: an offer's letter under the tenant's letterhead, to print. */
export function PrintableOfferRoute() {
  return (
    <OffersMessages>
      <PrintableOffer />
    </OffersMessages>
  );
}
