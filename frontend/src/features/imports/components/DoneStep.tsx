import type { Ref } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useRole } from '@/lib/session/use-role';
import type { ImportKind } from '../import-columns';

interface DoneStepProps {
  kind: ImportKind;
  created: number;
  onAgain: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** What was created, and where it is now: the vacancy list, or (admins) the user list. */
export function DoneStep({ kind, created, onAgain, headingRef }: DoneStepProps) {
  const isAdmin = useRole() === 'admin';
  return (
    <>
      <h2 className="h5 mb-3" tabIndex={-1} ref={headingRef}>
        <FormattedMessage id="imports.step.done" />
      </h2>
      <Alert variant="success">
        <FormattedMessage
          id={kind === 'vacancies' ? 'imports.done.vacancies' : 'imports.done.candidates'}
          values={{ count: created }}
        />
      </Alert>
      <div className="d-flex flex-wrap gap-2">
        {kind === 'vacancies' ? (
          <Link to="/job-vacancy-setting" className="btn btn-primary">
            <FormattedMessage id="imports.done.toVacancies" />
          </Link>
        ) : null}
        {kind === 'candidates' && isAdmin ? (
          <Link to="/app/user/list" className="btn btn-primary">
            <FormattedMessage id="imports.done.toUsers" />
          </Link>
        ) : null}
        <Button variant="outline-secondary" onClick={onAgain}>
          <FormattedMessage id="imports.done.again" />
        </Button>
      </div>
    </>
  );
}
