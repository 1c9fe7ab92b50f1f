import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Clock } from 'react-feather';
import { FormattedMessage } from 'react-intl';
import { LoadingCard } from '@/components/ui/LoadingCard';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { TitledCard } from '@/components/ui/TitledCard';
import { useSchedulingRequests } from '../api/requests';
import type { RequestResult } from '../api/types';
import { RequestForm } from './RequestForm';
import { RequestItem } from './RequestItem';
import { RequestResults } from './RequestResults';
import { SchedulingMessages } from './SchedulingMessages';

function Scheduling({ applicationId }: { applicationId: number }) {
  const query = useSchedulingRequests(applicationId);
  const [requesting, setRequesting] = useState(false);
  const [results, setResults] = useState<RequestResult[] | null>(null);
  return (
    <TitledCard
      id="scheduling-card-title"
      title={<FormattedMessage id="scheduling.card.title" />}
      busy={query.isPending}
      actions={
        requesting ? (
          false
        ) : (
          <Button
            variant="outline-primary"
            size="sm"
            className="d-inline-flex align-items-center gap-1"
            onClick={() => {
              setResults(null);
              setRequesting(true);
            }}
          >
            <Clock size={14} aria-hidden="true" />
            <FormattedMessage id="scheduling.card.request" />
          </Button>
        )
      }
    >
      {results ? <RequestResults results={results} onClose={() => setResults(null)} /> : null}
      {requesting ? (
        <section aria-labelledby="scheduling-request-title" className="mb-3">
          <h3 id="scheduling-request-title" className="h6">
            <FormattedMessage id="scheduling.form.heading" />
          </h3>
          <RequestForm
            applicationIds={[applicationId]}
            onSent={(sent) => {
              setResults(sent);
              setRequesting(false);
            }}
            onCancel={() => setRequesting(false)}
          />
        </section>
      ) : null}
      {query.isPending ? <LoadingCard lines={2} /> : null}
      {query.error ? (
        <QueryErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {query.data?.length === 0 && !requesting ? (
        <p className="small text-body-secondary mb-0">
          <FormattedMessage id="scheduling.card.empty" />
        </p>
      ) : null}
      {query.data && query.data.length > 0 ? (
        <ul className="list-unstyled d-grid gap-2 mb-0">
          {query.data.map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
        </ul>
      ) : null}
    </TitledCard>
  );
}

/**
 * An application's requests for the candidate to choose interview times (state, booked times,
 * interviewers, reschedules, no-show, cancel), and "Request interview times".
 */
export function SchedulingCard({ applicationId }: { applicationId: number }) {
  return (
    <SchedulingMessages>
      <Scheduling applicationId={applicationId} />
    </SchedulingMessages>
  );
}
