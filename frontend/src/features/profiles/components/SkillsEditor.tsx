import { type KeyboardEvent, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { X } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { FieldError } from '@/components/ui/FieldError';

interface SkillsEditorProps {
  skills: string[];
  onChange: (skills: string[]) => void;
  error?: string | null;
}

export function SkillsEditor({ skills, onChange, error }: SkillsEditorProps) {
  const intl = useIntl();
  const [next, setNext] = useState('');
  const add = () => {
    const skill = next.trim();
    if (skill && !skills.some((known) => known.toLowerCase() === skill.toLowerCase())) {
      onChange([...skills, skill]);
    }
    setNext('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };
  return (
    <div>
      <Form.Label htmlFor="profile-skill">
        <FormattedMessage id="profile.skills.add" />
      </Form.Label>
      <InputGroup className="mb-2">
        <Form.Control
          id="profile-skill"
          value={next}
          maxLength={50}
          isInvalid={Boolean(error)}
          aria-describedby={error ? 'profile-skill-error' : undefined}
          onChange={(event) => setNext(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline-primary" onClick={add}>
          <FormattedMessage id="profile.add" />
        </Button>
      </InputGroup>
      <FieldError id="profile-skill-error" error={error} />
      {skills.length === 0 ? (
        <p className="text-body-secondary small mb-0">
          <FormattedMessage id="profile.skills.none" />
        </p>
      ) : (
        <ul className="list-unstyled d-flex flex-wrap gap-2 mb-0">
          {skills.map((skill) => (
            <li key={skill}>
              <Badge bg="primary" className="d-inline-flex align-items-center gap-1 fs-6 fw-normal">
                {skill}
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0 text-white lh-1"
                  aria-label={intl.formatMessage({ id: 'profile.skills.remove' }, { skill })}
                  onClick={() => onChange(skills.filter((known) => known !== skill))}
                >
                  <X size={14} aria-hidden="true" />
                </button>
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
