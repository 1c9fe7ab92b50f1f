import type { Ref } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormattedMessage } from 'react-intl';
import { IMPORT_KINDS, type ImportKind } from '../import-columns';
import { ColumnsTable } from './ColumnsTable';
import { TemplateDownloads } from './TemplateDownloads';

const KIND_TEXTS = {
  vacancies: { label: 'imports.kind.vacancies', help: 'imports.kind.vacancies.help' },
  candidates: { label: 'imports.kind.candidates', help: 'imports.kind.candidates.help' },
} as const;

interface KindStepProps {
  kind: ImportKind;
  onKindChange: (kind: ImportKind) => void;
  onNext: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Step 1: vacancies or candidates, with the columns the file needs and a template to start from. */
export function KindStep({ kind, onKindChange, onNext, headingRef }: KindStepProps) {
  return (
    <>
      <h2 className="h5 mb-3" tabIndex={-1} ref={headingRef}>
        <FormattedMessage id="imports.step.kind" />
      </h2>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          onNext();
        }}
      >
        <fieldset className="mb-4">
          <legend className="h6">
            <FormattedMessage id="imports.kind.legend" />
          </legend>
          {IMPORT_KINDS.map((option) => (
            <Form.Check key={option} type="radio" id={`import-kind-${option}`} className="mb-2">
              <Form.Check.Input
                type="radio"
                name="import-kind"
                checked={kind === option}
                onChange={() => onKindChange(option)}
                aria-describedby={`import-kind-${option}-help`}
              />
              <Form.Check.Label>
                <FormattedMessage id={KIND_TEXTS[option].label} />
              </Form.Check.Label>
              <Form.Text id={`import-kind-${option}-help`} className="d-block">
                <FormattedMessage id={KIND_TEXTS[option].help} />
              </Form.Text>
            </Form.Check>
          ))}
        </fieldset>
        <ColumnsTable kind={kind} />
        <TemplateDownloads kind={kind} />
        <div className="d-flex justify-content-end">
          <Button type="submit">
            <FormattedMessage id="imports.next" />
          </Button>
        </div>
      </Form>
    </>
  );
}
