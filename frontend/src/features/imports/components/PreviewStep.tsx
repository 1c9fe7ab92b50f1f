import type { Ref } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormAlert } from '@/components/ui/FormAlert';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useCommitImport } from '../api/commit-import';
import type { ImportPreview } from '../api/preview-import';
import type { ImportKind } from '../import-columns';
import { ErrorTable } from './ErrorTable';

interface PreviewStepProps {
  kind: ImportKind;
  preview: ImportPreview;
  fileName: string;
  onReupload: () => void;
  onCommitted: (created: number) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/**
 * Step 3: what the server read. A file with errors lists them and cannot be imported (the import
 * is all or nothing); a clean one is imported with one click.
 */
export function PreviewStep({
  kind,
  preview,
  fileName,
  onReupload,
  onCommitted,
  headingRef,
}: PreviewStepProps) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const commit = useCommitImport();
  const hasErrors = preview.errorCount > 0;
  return (
    <>
      <h2 className="h5 mb-3" tabIndex={-1} ref={headingRef}>
        <FormattedMessage id="imports.step.preview" />
      </h2>
      <p className="text-break mb-2">
        <FormattedMessage id="imports.preview.file" values={{ name: fileName }} />
      </p>
      <p className="d-flex flex-wrap gap-2">
        <Badge bg="secondary">
          <FormattedMessage id="imports.preview.rows" values={{ count: preview.rows }} />
        </Badge>
        <Badge bg={hasErrors ? 'danger' : 'success'}>
          <FormattedMessage id="imports.preview.errors" values={{ count: preview.errorCount }} />
        </Badge>
      </p>
      {hasErrors ? (
        <>
          <Alert variant="warning" id="import-blocked">
            <FormattedMessage id="imports.preview.blocked" />
          </Alert>
          <ErrorTable errors={preview.errors} total={preview.errorCount} />
        </>
      ) : (
        <Alert variant="success">
          <FormattedMessage id="imports.preview.clean" />
        </Alert>
      )}
      <FormAlert message={commit.isError ? errorText(commit.error) : null} />
      <div className="d-flex flex-wrap justify-content-between gap-2">
        <Button variant="outline-secondary" onClick={onReupload}>
          <FormattedMessage id={hasErrors ? 'imports.preview.reupload' : 'imports.back'} />
        </Button>
        <Button
          disabled={hasErrors || commit.isPending}
          aria-describedby={hasErrors ? 'import-blocked' : undefined}
          onClick={() =>
            commit.mutate(preview.id, { onSuccess: (answer) => onCommitted(answer.created) })
          }
        >
          {commit.isPending
            ? intl.formatMessage({ id: 'imports.preview.committing' })
            : intl.formatMessage(
                {
                  id:
                    kind === 'vacancies'
                      ? 'imports.preview.commit.vacancies'
                      : 'imports.preview.commit.candidates',
                },
                { count: preview.rows },
              )}
        </Button>
      </div>
    </>
  );
}
