import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import {
  type VacancyBulkAction,
  type VacancyBulkOutcome,
  useBulkVacancies,
} from '../api/bulk-vacancies';
import type { AdminVacancyRow } from '../api/get-admin-vacancies';

interface VacancyBulkActionsProps {
  selected: AdminVacancyRow[];
  /** The server's answer, with the titles of the vacancies it was about. */
  onDone: (answer: VacancyBulkOutcome, titles: Map<number, string>) => void;
}

/**
 * Close the ticked vacancies or delete the ticked drafts (after a confirmation: deleting cannot be
 * undone). The server decides for each one: a published vacancy is not deleted, a draft not closed.
 */
export function VacancyBulkActions({ selected, onDone }: VacancyBulkActionsProps) {
  const { errorText } = useApiErrorText();
  const bulk = useBulkVacancies();
  const [confirming, setConfirming] = useState(false);

  const run = (action: VacancyBulkAction) => {
    setConfirming(false);
    const titles = new Map(selected.map((vacancy) => [vacancy.id, vacancy.title]));
    bulk.mutate(
      { ids: selected.map((vacancy) => vacancy.id), action },
      { onSuccess: (answer) => onDone(answer, titles) },
    );
  };

  return (
    <section aria-labelledby="vacancies-bulk-title" className="mb-3">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <h2 id="vacancies-bulk-title" className="h6 mb-0 flex-grow-1">
          <FormattedMessage id="vacancies.selected" values={{ count: selected.length }} />
        </h2>
        <Button variant="outline-secondary" disabled={bulk.isPending} onClick={() => run('close')}>
          <FormattedMessage id="vacancies.closeSelected" />
        </Button>
        <Button
          variant="outline-danger"
          disabled={bulk.isPending}
          onClick={() => setConfirming(true)}
        >
          <FormattedMessage id="vacancies.deleteSelected" />
        </Button>
      </div>
      {confirming ? (
        <Alert variant="danger" className="mt-2 d-flex flex-wrap align-items-center gap-2">
          <span className="flex-grow-1">
            <FormattedMessage id="vacancies.deleteConfirm" values={{ count: selected.length }} />
          </span>
          <Button variant="danger" size="sm" onClick={() => run('delete')}>
            <FormattedMessage id="vacancies.deleteConfirmYes" />
          </Button>
          <Button variant="outline-secondary" size="sm" onClick={() => setConfirming(false)}>
            <FormattedMessage id="vacancies.cancel" />
          </Button>
        </Alert>
      ) : null}
      <FormAlert message={bulk.error ? errorText(bulk.error) : null} />
    </section>
  );
}
