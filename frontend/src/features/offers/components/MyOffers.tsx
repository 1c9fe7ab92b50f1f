import { type ReactNode, type SyntheticEvent, useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { FormActions } from '@/components/ui/FormActions';
import { FormAlert } from '@/components/ui/FormAlert';
import { TextField } from '@/components/ui/TextField';
import { ApiError } from '@/lib/api/api-error';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { usePdf } from '@/lib/pdf';
import { myOfferDocument, useAcceptOffer, useDeclineOffer, useMyOffers } from '../api/candidate';
import type { CandidateOffer } from '../api/types';
import { useOfferProblemText } from './field-text';
import { useDay } from './labels';
import { OfferLetter, OfferPdfButton, OfferStateBadge, OfferTermsList } from './OfferParts';
import { OffersMessages } from './OffersMessages';

/** An answer to an offer: its fields, what went wrong, then its submit button and Cancel. */
function AnswerForm({
  submit,
  variant,
  pending,
  error,
  onSubmit,
  onCancel,
  children,
}: {
  submit: MessageId;
  variant: 'success' | 'danger';
  pending: boolean;
  error: string | null;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <Form
      noValidate
      onSubmit={(event: SyntheticEvent) => {
        event.preventDefault();
        onSubmit();
      }}
      className="border rounded p-3 mb-2"
    >
      {children}
      <FormAlert message={error} />
      <FormActions submit={submit} variant={variant} pending={pending} onCancel={onCancel} />
    </Form>
  );
}

function AcceptForm({ offer, onCancel }: { offer: CandidateOffer; onCancel: () => void }) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const { fieldError } = useOfferProblemText();
  const accept = useAcceptOffer(offer);
  const [fullName, setFullName] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const [tried, setTried] = useState(false);
  const nameError = fieldError(accept.error, 'fullName');
  const onSubmit = () => {
    setTried(true);
    if (!fullName.trim() || !confirmed) return;
    accept.mutate(fullName.trim());
  };
  return (
    <AnswerForm
      submit="offers.accept.submit"
      variant="success"
      pending={accept.isPending}
      error={
        accept.error && !(accept.error instanceof ApiError && nameError)
          ? errorText(accept.error)
          : null
      }
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <p className="small">
        <FormattedMessage id="offers.accept.signatureNote" />
      </p>
      <TextField
        id={`my-offer-${offer.id}-name`}
        required
        autoComplete="name"
        autoFocus
        maxLength={200}
        label={<FormattedMessage id="offers.accept.fullName" />}
        value={fullName}
        error={
          tried && !fullName.trim()
            ? intl.formatMessage({ id: 'offers.accept.nameRequired' })
            : nameError
        }
        onChange={setFullName}
      />
      <Form.Group className="mb-3" controlId={`my-offer-${offer.id}-confirm`}>
        <Form.Check
          type="checkbox"
          checked={confirmed}
          isInvalid={tried && !confirmed}
          aria-invalid={tried && !confirmed ? true : undefined}
          aria-describedby={tried && !confirmed ? `my-offer-${offer.id}-confirm-error` : undefined}
          onChange={(event) => setConfirmed(event.target.checked)}
          label={
            <FormattedMessage
              id="offers.accept.confirm"
              values={{ company: offer.companyName, title: offer.vacancyTitle }}
            />
          }
        />
        {tried && !confirmed ? (
          <div id={`my-offer-${offer.id}-confirm-error`} className="small text-danger">
            <FormattedMessage id="offers.accept.confirmRequired" />
          </div>
        ) : null}
      </Form.Group>
    </AnswerForm>
  );
}

function DeclineForm({ offer, onCancel }: { offer: CandidateOffer; onCancel: () => void }) {
  const { errorText } = useApiErrorText();
  const decline = useDeclineOffer(offer);
  const [reason, setReason] = useState('');
  return (
    <AnswerForm
      submit="offers.decline.submit"
      variant="danger"
      pending={decline.isPending}
      error={decline.error ? errorText(decline.error) : null}
      onSubmit={() => decline.mutate(reason)}
      onCancel={onCancel}
    >
      <TextField
        id={`my-offer-${offer.id}-reason`}
        rows={3}
        maxLength={2000}
        autoFocus
        label={<FormattedMessage id="offers.decline.reason" />}
        hint={<FormattedMessage id="offers.decline.reasonHint" />}
        value={reason}
        onChange={setReason}
      />
    </AnswerForm>
  );
}

function MyOffer({ offer, highlighted }: { offer: CandidateOffer; highlighted: boolean }) {
  const intl = useIntl();
  const day = useDay();
  const { errorText } = useApiErrorText();
  const pdf = usePdf();
  const [answer, setAnswer] = useState<'accept' | 'decline' | null>(null);
  const titleId = `my-offer-${offer.id}-title`;
  return (
    <Card
      as="section"
      id={`offer-${offer.id}`}
      aria-labelledby={titleId}
      tabIndex={highlighted ? -1 : undefined}
      className={highlighted ? 'border-primary border-2 shadow-sm' : undefined}
    >
      <Card.Body>
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 id={titleId} className="h5 mb-0">
            <FormattedMessage
              id="offers.mine.title"
              values={{ title: offer.vacancyTitle, company: offer.companyName }}
            />
          </h2>
          <OfferStateBadge state={offer.state} />
        </div>
        {offer.state === 'sent' ? (
          <p className="small text-body-secondary">
            <FormattedMessage id="offers.mine.answerBy" values={{ date: day(offer.expiresOn) }} />
          </p>
        ) : null}
        <OfferTermsList terms={offer} />
        <OfferLetter letter={offer.letter} />
        {offer.state === 'accepted' && offer.acceptedAs ? (
          <p className="text-success-emphasis" role="status">
            <FormattedMessage
              id="offers.mine.acceptedAs"
              values={{
                name: offer.acceptedAs,
                date: offer.answeredAt
                  ? intl.formatDate(offer.answeredAt, { dateStyle: 'medium', timeStyle: 'short' })
                  : '',
              }}
            />
          </p>
        ) : null}
        {offer.state === 'declined' ? (
          <p className="text-body-secondary" role="status">
            <FormattedMessage id="offers.mine.declined" />
          </p>
        ) : null}
        <FormAlert message={pdf.error ? errorText(pdf.error) : null} />
        {answer === 'accept' && offer.state === 'sent' ? (
          <AcceptForm offer={offer} onCancel={() => setAnswer(null)} />
        ) : null}
        {answer === 'decline' && offer.state === 'sent' ? (
          <DeclineForm offer={offer} onCancel={() => setAnswer(null)} />
        ) : null}
        <div className="d-flex flex-wrap gap-2">
          <OfferPdfButton
            pdf={pdf}
            fetch={() => myOfferDocument(offer.id, false)}
            fileName={`offer-${offer.id}.pdf`}
          />
          {offer.state === 'accepted' ? (
            <OfferPdfButton
              pdf={pdf}
              fetch={() => myOfferDocument(offer.id, true)}
              fileName={`offer-${offer.id}-signed.pdf`}
              signed
            />
          ) : null}
          {offer.state === 'sent' && answer === null ? (
            <>
              <Button variant="success" onClick={() => setAnswer('accept')}>
                <FormattedMessage id="offers.accept.open" />
              </Button>
              <Button variant="outline-danger" onClick={() => setAnswer('decline')}>
                <FormattedMessage id="offers.decline.open" />
              </Button>
            </>
          ) : null}
        </div>
      </Card.Body>
    </Card>
  );
}

function MyOffersList() {
  const { data } = useMyOffers();
  const [params] = useSearchParams();
  const linked = Number(params.get('offer'));
  // The mail's link (`?offer=<id>`): that offer is scrolled to and takes the focus, once shown.
  const shown = data?.some((offer) => offer.id === linked) ?? false;
  useEffect(() => {
    if (!shown) return;
    const element = document.getElementById(`offer-${linked}`);
    if (!element) return;
    // jsdom has no scrolling.
    if (typeof element.scrollIntoView === 'function') element.scrollIntoView({ block: 'start' });
    element.focus({ preventScroll: true });
  }, [shown, linked]);
  if (!data || data.length === 0) return null;
  return (
    <div className="d-grid gap-3">
      {data.map((offer) => (
        <MyOffer key={offer.id} offer={offer} highlighted={offer.id === linked} />
      ))}
    </div>
  );
}

/** The offers sent to the applicant: each letter and its terms, the PDF, accept and decline. */
export function MyOffers() {
  return (
    <OffersMessages>
      <MyOffersList />
    </OffersMessages>
  );
}
