import { type SyntheticEvent, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Download } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { messageOptions } from '@/components/ui/message-options';
import { SelectField } from '@/components/ui/SelectField';
import { statusLabel } from '@/components/ui/status-labels';
import { TextField } from '@/components/ui/TextField';
import { APPLICATION_STATUSES, type ApplicationStatus } from '@/lib/api/types';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { type BulkStatusOutcome, useBulkChangeStatus } from '../../api/bulk-change-status';
import { type ExportFormat, useExportApplications } from '../../api/export-applications';
import type { DeskApplication } from '../../api/get-desk-applications';
import { RejectionReasonField } from '../RejectionReasonField';
import type { DeskFilter } from './desk-address';

/**
 * What is selected: ticked rows of the page, or every application the filter matches (`total`,
 * which is "1,000+" when not `exact`).
 */
export type DeskSelection =
  | { kind: 'ids'; ids: number[] }
  | { kind: 'filter'; filter: DeskFilter; total: number; exact: boolean };

interface BulkActionsProps {
  selection: DeskSelection;
  /** The page's applications (names for the summary; the statuses they may move to). */
  rows: DeskApplication[];
  /** The server's answer, with the names of the page the move was made from (it reloads after). */
  onMoved: (answer: BulkStatusOutcome, names: Map<number, string>) => void;
}

const MAX_NOTE = 2000;

/**
 * Move the selected applications (with a note; a rejection names its reason and may send the
 * e-mail) or export them.
 */
export function BulkActions({ selection, rows, onMoved }: BulkActionsProps) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const bulk = useBulkChangeStatus();
  const exporter = useExportApplications();
  const [status, setStatus] = useState<ApplicationStatus | ''>('');
  const [note, setNote] = useState('');
  const [rejectionMail, setRejectionMail] = useState(false);
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);

  // The statuses the server lets the selected rows move to (for a whole filter, the page's rows
  // stand in for the rest; rows that cannot follow are reported by the server).
  const ids = new Set(selection.kind === 'ids' ? selection.ids : rows.map((row) => row.id));
  const allowed = new Set(rows.filter((row) => ids.has(row.id)).flatMap((row) => row.nextStatuses));
  const targets = APPLICATION_STATUSES.filter((candidate) => allowed.has(candidate));
  const count = selection.kind === 'ids' ? selection.ids.length : selection.total;
  const countExact = selection.kind === 'ids' || selection.exact;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!status) return;
    const rejecting = status === 'rejected';
    if (rejecting && !reason) {
      setTried(true);
      document.getElementById('desk-bulk-reason')?.focus();
      return;
    }
    const names = new Map(rows.map((row) => [row.id, row.applicantName]));
    bulk.mutate(
      {
        ...(selection.kind === 'ids' ? { ids: selection.ids } : { filter: selection.filter }),
        status,
        note: note.trim() || null,
        ...(rejecting ? { rejectionMail, reasonId: Number(reason) } : {}),
      },
      {
        onSuccess: (answer) => {
          setNote('');
          onMoved(answer, names);
        },
      },
    );
  };

  const exportAs = (format: ExportFormat) =>
    exporter.mutate({
      selection: selection.kind === 'ids' ? { ids: selection.ids } : { filter: selection.filter },
      format,
    });

  return (
    <>
      <Card className="mb-3 border-primary" as="section" aria-labelledby="desk-bulk-title">
        <Card.Body>
          <h2 id="desk-bulk-title" className="h6">
            <FormattedMessage
              id={countExact ? 'desk.bulk.title' : 'desk.bulk.titleAtLeast'}
              values={{ count }}
            />
          </h2>
          <Form noValidate onSubmit={submit}>
            <Row className="g-2 align-items-end">
              <Col xs={12} sm={6} lg={3}>
                <SelectField
                  id="desk-bulk-status"
                  className=""
                  label={<FormattedMessage id="desk.bulk.status" />}
                  value={status}
                  onChange={(value) => setStatus(value as ApplicationStatus | '')}
                  leading={
                    <option value="">{intl.formatMessage({ id: 'desk.bulk.choose' })}</option>
                  }
                  options={messageOptions(intl, targets, statusLabel)}
                />
              </Col>
              <Col xs={12} sm={6} lg={4}>
                <TextField
                  id="desk-bulk-note"
                  className=""
                  label={<FormattedMessage id="pipeline.note" />}
                  value={note}
                  maxLength={MAX_NOTE}
                  onChange={setNote}
                />
              </Col>
              <Col xs="auto">
                <Button type="submit" disabled={!status || bulk.isPending}>
                  <FormattedMessage id="desk.bulk.move" />
                </Button>
              </Col>
              <Col xs="auto" className="ms-lg-auto d-flex flex-wrap gap-2">
                {(['csv', 'xlsx'] as const).map((format) => (
                  <Button
                    key={format}
                    variant="outline-secondary"
                    disabled={exporter.isPending}
                    onClick={() => exportAs(format)}
                  >
                    <Download size={16} aria-hidden="true" className="me-1" />
                    <FormattedMessage
                      id={format === 'csv' ? 'desk.export.selectedCsv' : 'desk.export.selectedXlsx'}
                    />
                  </Button>
                ))}
              </Col>
            </Row>
            {status === 'rejected' ? (
              <Row className="g-2 mt-0">
                <Col xs={12} sm={6} lg={3}>
                  <RejectionReasonField
                    id="desk-bulk-reason"
                    value={reason}
                    onChange={setReason}
                    missing={tried}
                  />
                </Col>
              </Row>
            ) : null}
            {status === 'rejected' ? (
              <Form.Check
                className="mt-2"
                id="desk-bulk-mail"
                label={intl.formatMessage({ id: 'desk.bulk.rejectionMail' })}
                checked={rejectionMail}
                onChange={(event) => setRejectionMail(event.target.checked)}
              />
            ) : null}
          </Form>
        </Card.Body>
      </Card>
      <FormAlert message={bulk.error ? errorText(bulk.error) : null} />
      <FormAlert message={exporter.error ? errorText(exporter.error) : null} />
    </>
  );
}
