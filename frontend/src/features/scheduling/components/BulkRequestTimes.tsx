import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Clock } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { ClosablePanel } from '@/components/ui/ClosablePanel';
import type { RequestResult } from '../api/types';
import { RequestForm } from './RequestForm';
import { RequestResults } from './RequestResults';
import { SchedulingMessages } from './SchedulingMessages';

/** The most applications one request is for (the server's limit). */
export const MAX_APPLICATIONS = 50;

interface BulkRequestTimesProps {
  /** The ticked applications. */
  applicationIds: number[];
  /** The applicant's name of an application, where the page knows it. */
  nameOf: (id: number) => string | undefined;
}

function BulkRequest({ applicationIds, nameOf }: BulkRequestTimesProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [results, setResults] = useState<RequestResult[] | null>(null);
  const tooMany = applicationIds.length > MAX_APPLICATIONS;
  return (
    <>
      {results ? (
        <RequestResults results={results} nameOf={nameOf} onClose={() => setResults(null)} />
      ) : null}
      {open ? (
        <ClosablePanel
          id="scheduling-request-title"
          of={applicationIds.join(',')}
          title={<FormattedMessage id="scheduling.form.heading" />}
          intro={
            <FormattedMessage
              id="scheduling.bulk.intro"
              values={{ count: applicationIds.length }}
            />
          }
          closeLabel={intl.formatMessage({ id: 'scheduling.bulk.close' })}
          onClose={() => setOpen(false)}
        >
          <RequestForm
            applicationIds={applicationIds}
            onSent={(sent) => {
              setResults(sent);
              setOpen(false);
            }}
            onCancel={() => setOpen(false)}
          />
        </ClosablePanel>
      ) : (
        <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
          <Button
            variant="outline-primary"
            className="d-inline-flex align-items-center gap-1"
            disabled={tooMany}
            aria-describedby={tooMany ? 'scheduling-bulk-too-many' : undefined}
            onClick={() => {
              setResults(null);
              setOpen(true);
            }}
          >
            <Clock size={16} aria-hidden="true" />
            <FormattedMessage id="scheduling.card.request" />
          </Button>
          {tooMany ? (
            <span id="scheduling-bulk-too-many" className="small text-body-secondary">
              <FormattedMessage id="scheduling.bulk.tooMany" values={{ max: MAX_APPLICATIONS }} />
            </span>
          ) : null}
        </div>
      )}
    </>
  );
}

/**
 * "Request interview times" for the applications ticked on the board: one request each, the same
 * sessions for all, and then each application that got none, with why.
 */
export function BulkRequestTimes(props: BulkRequestTimesProps) {
  return (
    <SchedulingMessages>
      <BulkRequest {...props} />
    </SchedulingMessages>
  );
}
