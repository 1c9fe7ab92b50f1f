import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import { FormattedMessage } from 'react-intl';
import { Markdown } from '@/components/ui/Markdown';

interface MarkdownEditorProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** The text's language, where it is not the page's (a translation). */
  lang?: string | undefined;
}

/** A Markdown text with a Write / Preview switch; the preview is what applicants will see. */
export function MarkdownEditor({ id, label, value, onChange, error, lang }: MarkdownEditorProps) {
  const [preview, setPreview] = useState(false);
  return (
    <Form.Group controlId={id}>
      <div className="d-flex flex-wrap align-items-end justify-content-between gap-2 mb-1">
        <Form.Label className="mb-0">{label}</Form.Label>
        <Nav variant="tabs" className="border-0 flex-nowrap" as="ul">
          <Nav.Item as="li">
            <Nav.Link
              as="button"
              type="button"
              active={!preview}
              aria-pressed={!preview}
              onClick={() => setPreview(false)}
            >
              <FormattedMessage id="recruiting.write" />
            </Nav.Link>
          </Nav.Item>
          <Nav.Item as="li">
            <Nav.Link
              as="button"
              type="button"
              active={preview}
              aria-pressed={preview}
              onClick={() => setPreview(true)}
            >
              <FormattedMessage id="recruiting.preview" />
            </Nav.Link>
          </Nav.Item>
        </Nav>
      </div>
      {preview ? (
        <div
          className="border rounded p-3 markdown-preview"
          data-testid={`${id}-preview`}
          lang={lang}
        >
          <Markdown source={value} baseLevel={3} />
        </div>
      ) : (
        <Form.Control
          as="textarea"
          rows={8}
          lang={lang}
          value={value}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error ? (
        <div className="invalid-feedback d-block" id={`${id}-error`}>
          {error}
        </div>
      ) : (
        <Form.Text id={`${id}-hint`} muted>
          <FormattedMessage id="recruiting.markdownHint" />
        </Form.Text>
      )}
    </Form.Group>
  );
}
