import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import Nav from 'react-bootstrap/Nav';
import { FormattedMessage } from 'react-intl';
import { FormField } from '@/components/ui/FormField';
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
  const tab = (shown: boolean, label: 'recruiting.write' | 'recruiting.preview') => (
    <Nav.Item as="li">
      <Nav.Link
        as="button"
        type="button"
        active={preview === shown}
        aria-pressed={preview === shown}
        onClick={() => setPreview(shown)}
      >
        <FormattedMessage id={label} />
      </Nav.Link>
    </Nav.Item>
  );
  return (
    <FormField
      id={id}
      className=""
      label={label}
      error={error}
      hint={<FormattedMessage id="recruiting.markdownHint" />}
      labelAside={
        <Nav variant="tabs" className="border-0 flex-nowrap" as="ul">
          {tab(false, 'recruiting.write')}
          {tab(true, 'recruiting.preview')}
        </Nav>
      }
    >
      {(control) =>
        preview ? (
          <div
            className="border rounded p-3 markdown-preview"
            data-testid={`${id}-preview`}
            lang={lang}
          >
            <Markdown source={value} baseLevel={3} />
          </div>
        ) : (
          <Form.Control
            {...control}
            as="textarea"
            rows={8}
            lang={lang}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )
      }
    </FormField>
  );
}
