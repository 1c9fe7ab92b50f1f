import Badge from 'react-bootstrap/Badge';
import { Download } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { Markdown } from '@/components/ui/Markdown';
import { PendingButton } from '@/components/ui/PendingButton';
import type { Schemas } from '@/lib/api/types';
import type { usePdf } from '@/lib/pdf';
import type { OfferState } from '../api/types';
import { contractLabel, periodLabel, stateLabel, stateVariant, useDay } from './labels';

export function OfferStateBadge({ state }: { state: OfferState }) {
  const variant = stateVariant[state];
  return (
    <Badge bg={variant} text={variant === 'warning' || variant === 'info' ? 'dark' : undefined}>
      <FormattedMessage id={stateLabel[state]} />
    </Badge>
  );
}

/** The download of an offer's letter, or of the letter as signed, by the given `usePdf`. */
export function OfferPdfButton({
  pdf,
  fetch,
  fileName,
  signed = false,
}: {
  pdf: ReturnType<typeof usePdf>;
  fetch: () => Promise<Blob>;
  fileName: string;
  signed?: boolean;
}) {
  return (
    <PendingButton
      variant="outline-secondary"
      pending={pdf.isPending}
      onClick={() => pdf.mutate({ fetch, fileName })}
    >
      <Download size={16} aria-hidden className="me-1" />
      <FormattedMessage id={signed ? 'offers.action.downloadSigned' : 'offers.action.download'} />
    </PendingButton>
  );
}

interface TermsProps {
  terms: {
    salary: Schemas['OfferSalary'];
    startDate: string;
    contractType: Schemas['ContractType'];
    expiresOn: string;
    customFields: Record<string, string>;
  };
}

/** The offer's terms as a description list. */
export function OfferTermsList({ terms }: TermsProps) {
  const intl = useIntl();
  const day = useDay();
  let amount: string;
  try {
    amount = intl.formatNumber(terms.salary.amount, {
      style: 'currency',
      currency: terms.salary.currency,
    });
  } catch {
    amount = `${terms.salary.amount} ${terms.salary.currency}`;
  }
  const rows: [string, string][] = [
    [
      intl.formatMessage({ id: 'offers.terms.salary' }),
      intl.formatMessage(
        { id: 'offers.terms.salaryValue' },
        { amount, period: intl.formatMessage({ id: periodLabel[terms.salary.period] }) },
      ),
    ],
    [intl.formatMessage({ id: 'offers.terms.startDate' }), day(terms.startDate)],
    [
      intl.formatMessage({ id: 'offers.terms.contractType' }),
      intl.formatMessage({ id: contractLabel[terms.contractType] }),
    ],
    [intl.formatMessage({ id: 'offers.terms.expiresOn' }), day(terms.expiresOn)],
    ...Object.entries(terms.customFields),
  ];
  return (
    <dl className="row small mb-3">
      {rows.map(([term, value]) => (
        <div key={term} className="col-12 d-sm-flex gap-2">
          <dt className="text-body-secondary fw-normal text-nowrap">{term}</dt>
          <dd className="mb-1 text-break">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The letter (Markdown, rendered safely: raw HTML stays text), in its own language. */
export function OfferLetter({
  letter,
  lang,
  baseLevel = 3,
}: {
  letter: string;
  lang?: string | undefined;
  baseLevel?: number;
}) {
  return (
    <div lang={lang} className="offer-letter border rounded p-3 mb-3 bg-body">
      <Markdown source={letter} baseLevel={baseLevel} className="markdown" />
    </div>
  );
}
