import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { FileText, Printer } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { FormAlert } from '@/components/ui/FormAlert';
import { PendingButton } from '@/components/ui/PendingButton';
import { QueryCard } from '@/components/ui/QueryCard';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { ApiError, hasErrorCode } from '@/lib/api/api-error';
import type { MessageId } from '@/lib/i18n/catalogs';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { usePdf } from '@/lib/pdf';
import {
  type OfferAction,
  offerDocument,
  useApplicationOffers,
  useOfferAction,
} from '../api/offers';
import { type Offer, PAPER_SIZES, type PaperSize, isOpen, printablePath } from '../api/types';
import { useOfferProblemText } from './field-text';
import { useDay } from './labels';
import { OfferForm } from './OfferForm';
import { OfferLetter, OfferPdfButton, OfferStateBadge, OfferTermsList } from './OfferParts';
import { OffersMessages } from './OffersMessages';

/** The fields the terms' form shows (a problem elsewhere is said above the actions). */
const FORM_FIELDS =
  /^(salary\.|startDate$|expiresOn$|contractType$|templateId$|locale$|customFields)/;

function Approvals({ offer }: { offer: Offer }) {
  const intl = useIntl();
  if (offer.approvals.length === 0) return null;
  return (
    <section aria-labelledby={`offer-${offer.id}-approvals`} className="mb-3">
      <h3 id={`offer-${offer.id}-approvals`} className="h6">
        <FormattedMessage id="offers.approvals.title" />
      </h3>
      <ol className="list-unstyled small mb-0">
        {offer.approvals.map((step) => (
          <li key={step.position} className="border-bottom py-1">
            <strong>
              {step.approverName ??
                intl.formatMessage({ id: 'offers.approvals.hiringManagerMissing' })}
            </strong>
            {step.hiringManager ? (
              <span className="text-body-secondary">
                {' '}
                <FormattedMessage id="offers.approvals.asHiringManager" />
              </span>
            ) : null}{' '}
            <span
              className={
                step.decision === 'approved'
                  ? 'text-success-emphasis'
                  : step.decision === 'rejected'
                    ? 'text-danger-emphasis'
                    : 'text-body-secondary'
              }
            >
              <FormattedMessage
                id={
                  step.decision === 'approved'
                    ? 'offers.approvals.approved'
                    : step.decision === 'rejected'
                      ? 'offers.approvals.rejected'
                      : 'offers.approvals.waiting'
                }
              />
            </span>
            {step.decidedAt ? (
              <span className="text-body-secondary">
                {' · '}
                {intl.formatDate(step.decidedAt, { dateStyle: 'medium', timeStyle: 'short' })}
              </span>
            ) : null}
            {step.comment ? <div className="text-pre-wrap">{step.comment}</div> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

type Mode = 'view' | 'edit' | 'new' | 'withdraw';

function OfferActions({
  offer,
  applicationId,
  mode,
  setMode,
  done,
  setDone,
}: {
  offer: Offer | undefined;
  applicationId: number;
  mode: Mode;
  setMode: (mode: Mode) => void;
  /** The last action's confirmation: kept above, as a new offer gives this part a new key. */
  done: string | null;
  setDone: (done: string | null) => void;
}) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const { problemText } = useOfferProblemText();
  const action = useOfferAction(applicationId, offer);
  const pdf = usePdf();
  const [comment, setComment] = useState('');
  const [paper, setPaper] = useState<PaperSize>('a4');
  const run = (input: OfferAction, message: MessageId) => {
    setDone(null);
    action.mutate(input, {
      onSuccess: () => {
        setMode('view');
        setComment('');
        setDone(intl.formatMessage({ id: message }));
      },
    });
  };

  const error = action.error;
  const fieldProblems =
    error instanceof ApiError
      ? Object.entries(error.fields).filter(
          ([name]) => !((mode === 'edit' || mode === 'new') && FORM_FIELDS.test(name)),
        )
      : [];
  const formOpen = mode === 'edit' || mode === 'new';
  const alert = error
    ? [
        formOpen &&
        error instanceof ApiError &&
        fieldProblems.length === 0 &&
        Object.keys(error.fields).length > 0
          ? null
          : errorText(error),
        ...fieldProblems.map(([, problem]) => problemText(problem)),
      ]
        .filter(Boolean)
        .join(' ')
    : null;

  const fileName = offer ? `offer-${offer.id}.pdf` : 'offer.pdf';

  if (formOpen) {
    return (
      <>
        <FormAlert message={alert || null} />
        <OfferForm
          offer={mode === 'edit' ? offer : undefined}
          pending={action.isPending}
          error={error}
          onCancel={() => {
            action.reset();
            setMode('view');
          }}
          onSave={(terms) =>
            run(
              mode === 'edit' ? { kind: 'change', terms } : { kind: 'create', terms },
              mode === 'edit' ? 'offers.done.changed' : 'offers.done.created',
            )
          }
        />
      </>
    );
  }

  return (
    <>
      <FormAlert message={alert || null} />
      <FormAlert
        message={
          pdf.error
            ? [
                errorText(pdf.error),
                ...(pdf.error instanceof ApiError
                  ? Object.values(pdf.error.fields).map(problemText)
                  : []),
              ].join(' ')
            : null
        }
      />
      <p role="status" className="small text-success-emphasis mb-2">
        {done}
      </p>
      {!offer ? (
        <Button onClick={() => setMode('new')}>
          <FormattedMessage id="offers.new" />
        </Button>
      ) : (
        <div className="d-flex flex-wrap gap-2 align-items-end">
          {offer.state === 'draft' ? (
            <>
              <Button variant="outline-primary" onClick={() => setMode('edit')}>
                <FormattedMessage id="offers.action.edit" />
              </Button>
              <PendingButton
                variant="outline-secondary"
                pending={pdf.isPending}
                onClick={() =>
                  pdf.mutate({ fetch: () => offerDocument(offer.id, { paper: 'a4' }), fileName })
                }
              >
                <FileText size={16} aria-hidden className="me-1" />
                <FormattedMessage id="offers.action.preview" />
              </PendingButton>
              <PendingButton
                pending={action.isPending}
                onClick={() => run({ kind: 'submit' }, 'offers.done.submitted')}
              >
                <FormattedMessage id="offers.action.submit" />
              </PendingButton>
            </>
          ) : null}
          {offer.state === 'pending_approval' && offer.mayApprove ? (
            <div className="w-100">
              <TextField
                id={`offer-${offer.id}-comment`}
                rows={2}
                maxLength={2000}
                label={<FormattedMessage id="offers.approve.comment" />}
                value={comment}
                error={
                  error instanceof ApiError && error.fields.comment
                    ? problemText(error.fields.comment)
                    : null
                }
                onChange={setComment}
              />
              <div className="d-flex flex-wrap gap-2">
                <PendingButton
                  variant="success"
                  pending={action.isPending}
                  onClick={() =>
                    run({ kind: 'approve', approve: true, comment }, 'offers.done.approved')
                  }
                >
                  <FormattedMessage id="offers.approve.approve" />
                </PendingButton>
                <PendingButton
                  variant="outline-danger"
                  pending={action.isPending}
                  onClick={() =>
                    run({ kind: 'approve', approve: false, comment }, 'offers.done.sentBack')
                  }
                >
                  <FormattedMessage id="offers.approve.sendBack" />
                </PendingButton>
              </div>
            </div>
          ) : null}
          {offer.state === 'approved' ? (
            <>
              <SelectField
                id={`offer-${offer.id}-paper`}
                className="mb-0"
                compact
                label={<FormattedMessage id="offers.send.paper" />}
                value={paper}
                options={PAPER_SIZES.map((value) => ({
                  value,
                  label: intl.formatMessage({ id: `offers.paper.${value}` }),
                }))}
                onChange={(value) => setPaper(PAPER_SIZES.find((p) => p === value) ?? 'a4')}
              />
              <PendingButton
                pending={action.isPending}
                onClick={() => run({ kind: 'send', paper }, 'offers.done.sent')}
              >
                <FormattedMessage id="offers.action.send" />
              </PendingButton>
            </>
          ) : null}
          {offer.state === 'sent' || offer.state === 'accepted' ? (
            <OfferPdfButton
              pdf={pdf}
              fetch={() => offerDocument(offer.id, {})}
              fileName={fileName}
            />
          ) : null}
          {offer.state === 'accepted' ? (
            <OfferPdfButton
              pdf={pdf}
              fetch={() => offerDocument(offer.id, { signed: true })}
              fileName={`offer-${offer.id}-signed.pdf`}
              signed
            />
          ) : null}
          <Link to={printablePath(offer.id)} className="btn btn-outline-secondary">
            <Printer size={16} aria-hidden className="me-1" />
            <FormattedMessage id="offers.action.printable" />
          </Link>
          {isOpen(offer) && mode !== 'withdraw' ? (
            <Button variant="outline-danger" onClick={() => setMode('withdraw')}>
              <FormattedMessage id="offers.action.withdraw" />
            </Button>
          ) : null}
          {isOpen(offer) && mode === 'withdraw' ? (
            <div role="group" aria-labelledby={`offer-${offer.id}-withdraw`} className="w-100">
              <p id={`offer-${offer.id}-withdraw`} className="mb-2">
                <FormattedMessage id="offers.withdraw.confirm" />
              </p>
              <div className="d-flex flex-wrap gap-2">
                <PendingButton
                  variant="danger"
                  pending={action.isPending}
                  onClick={() => run({ kind: 'withdraw' }, 'offers.done.withdrawn')}
                >
                  <FormattedMessage id="offers.withdraw.yes" />
                </PendingButton>
                {/* The button that opened the question is gone: the focus goes to the safe answer. */}
                <Button variant="outline-secondary" autoFocus onClick={() => setMode('view')}>
                  <FormattedMessage id="offers.withdraw.no" />
                </Button>
              </div>
            </div>
          ) : null}
        </div>
      )}
    </>
  );
}

function OfferBody({ offers, applicationId }: { offers: Offer[]; applicationId: number }) {
  const intl = useIntl();
  const day = useDay();
  const [mode, setMode] = useState<Mode>('view');
  const [done, setDone] = useState<string | null>(null);
  const open = offers.find(isOpen);
  const past = offers.filter((offer) => offer !== open);
  return (
    <>
      {open ? (
        <div className="mb-3">
          <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
            <OfferStateBadge state={open.state} />
            <span className="small text-body-secondary">
              <FormattedMessage id="offers.version" values={{ version: open.termsVersion }} />
            </span>
          </div>
          {mode === 'edit' ? null : (
            <>
              <OfferTermsList terms={open} />
              <OfferLetter letter={open.letter} lang={open.locale} />
              <Approvals offer={open} />
            </>
          )}
        </div>
      ) : (
        <p className="small text-body-secondary">
          <FormattedMessage id="offers.none" />
        </p>
      )}
      <OfferActions
        key={open?.id ?? 'none'}
        offer={open}
        applicationId={applicationId}
        mode={mode}
        setMode={setMode}
        done={done}
        setDone={setDone}
      />
      {past.length > 0 ? (
        <section aria-labelledby={`offers-${applicationId}-past`} className="mt-3">
          <h3 id={`offers-${applicationId}-past`} className="h6">
            <FormattedMessage id="offers.past" />
          </h3>
          <ul className="list-unstyled small mb-0">
            {past.map((offer) => (
              <li key={offer.id} className="d-flex flex-wrap gap-2 align-items-center py-1">
                <OfferStateBadge state={offer.state} />
                <span>
                  {intl.formatMessage(
                    { id: 'offers.pastLine' },
                    { date: day(offer.updatedAt.slice(0, 10)) },
                  )}
                </span>
                {offer.declineReason ? (
                  <span className="text-body-secondary text-break">
                    <FormattedMessage
                      id="offers.declineReason"
                      values={{ reason: offer.declineReason }}
                    />
                  </span>
                ) : null}
                <Link to={printablePath(offer.id)}>
                  <FormattedMessage id="offers.action.printable" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function OfferSection({ applicationId }: { applicationId: number }) {
  const query = useApplicationOffers(applicationId);
  // An interviewer of the vacancy (and no more) has no part in its offers: no card at all.
  if (hasErrorCode(query.error, 'forbidden')) return null;
  return (
    <QueryCard
      id="offers-title"
      title={<FormattedMessage id="offers.title" />}
      loadingLines={3}
      query={query}
    >
      {(offers) => <OfferBody offers={offers} applicationId={applicationId} />}
    </QueryCard>
  );
}

/**
 * The application's offer: the open one with its terms, letter and approvals, what may be done
 * with it in its state, and the earlier ones.
 */
export function OfferPanel({ applicationId }: { applicationId: number }) {
  return (
    <OffersMessages>
      <OfferSection applicationId={applicationId} />
    </OffersMessages>
  );
}
