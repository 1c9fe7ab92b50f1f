import type { RowSelectionState } from '@tanstack/react-table';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { AppliedOn } from '@/components/ui/AppliedOn';
import { UserAvatar } from '@/components/ui/UserAvatar';
import type { DeskApplication } from '../../api/get-desk-applications';
import { ApplicationStatusBadges } from '../ApplicationStatusBadges';
import { applicationLink } from './desk-columns';

interface ApplicationThumbsProps {
  rows: DeskApplication[];
  selected: RowSelectionState;
  onSelect: (selected: RowSelectionState) => void;
}

/** One page of applications as cards (the thumb view), each with its own checkbox. */
export function ApplicationThumbs({ rows, selected, onSelect }: ApplicationThumbsProps) {
  const intl = useIntl();
  return (
    <Row
      as="ul"
      xs={1}
      sm={2}
      lg={3}
      xxl={4}
      className="g-3 list-unstyled"
      aria-label={intl.formatMessage({ id: 'desk.tableLabel' })}
    >
      {rows.map((application) => {
        const id = String(application.id);
        const checked = selected[id] === true;
        return (
          <Col as="li" key={id}>
            <Card className={`h-100${checked ? ' border-primary' : ''}`}>
              <Card.Body className="d-flex flex-column gap-2">
                <div className="d-flex align-items-start gap-2">
                  <Form.Check
                    id={`desk-thumb-${id}`}
                    aria-label={intl.formatMessage(
                      { id: 'desk.selectOne' },
                      { name: application.applicantName },
                    )}
                    checked={checked}
                    onChange={(event) => {
                      const others = Object.fromEntries(
                        Object.entries(selected).filter(([key]) => key !== id),
                      );
                      onSelect(event.target.checked ? { ...others, [id]: true } : others);
                    }}
                  />
                  <UserAvatar
                    name={application.applicantName}
                    src={application.photoUrl}
                    size={48}
                  />
                  <div className="min-w-0">
                    <Link
                      to={applicationLink(application.id)}
                      className="fw-semibold text-break d-block"
                    >
                      {application.applicantName}
                    </Link>
                    <div className="small text-body-secondary text-break">
                      {application.vacancyTitle}
                    </div>
                  </div>
                </div>
                <div className="d-flex flex-wrap gap-1 mt-auto">
                  <ApplicationStatusBadges application={application} />
                  {application.unreadMessages > 0 ? (
                    <Badge bg="primary" pill>
                      <FormattedMessage
                        id="board.unread"
                        values={{ count: application.unreadMessages }}
                      />
                    </Badge>
                  ) : null}
                </div>
                <div className="small text-body-secondary">
                  <AppliedOn at={application.appliedAt} />
                </div>
              </Card.Body>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
