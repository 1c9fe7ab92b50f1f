import { type Ref, useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import ProgressBar from 'react-bootstrap/ProgressBar';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { hasErrorCode } from '@/lib/api/api-error';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { type ImportPreview, MAX_IMPORT_BYTES, usePreviewImport } from '../api/preview-import';
import type { ImportKind } from '../import-columns';
import { DropZone } from './DropZone';

interface Upload {
  fileName: string;
  sent: number;
  total: number;
  /** Every byte is there: the server is reading the rows. */
  checking: boolean;
}

interface UploadStepProps {
  kind: ImportKind;
  onBack: () => void;
  onPreview: (preview: ImportPreview, fileName: string) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

function isAbort(error: unknown) {
  return error instanceof DOMException && error.name === 'AbortError';
}

function UploadProgress({ upload, onCancel }: { upload: Upload; onCancel: () => void }) {
  const intl = useIntl();
  if (upload.checking) {
    return (
      <div role="status" className="d-flex align-items-center gap-2 my-3">
        <Spinner animation="border" size="sm" aria-hidden="true" />
        <FormattedMessage id="imports.upload.checking" />
      </div>
    );
  }
  const percent = upload.total > 0 ? Math.round((upload.sent / upload.total) * 100) : 0;
  const percentText = intl.formatNumber(percent / 100, { style: 'percent' });
  return (
    <div className="my-3">
      <div className="d-flex justify-content-between gap-2 mb-1 small">
        <span className="text-break">
          <FormattedMessage id="imports.upload.sending" values={{ name: upload.fileName }} />
        </span>
        <span aria-hidden="true">{percentText}</span>
      </div>
      <ProgressBar>
        <ProgressBar
          now={percent}
          label={percentText}
          visuallyHidden
          aria-label={intl.formatMessage(
            { id: 'imports.upload.progress' },
            { name: upload.fileName },
          )}
          aria-valuetext={percentText}
        />
      </ProgressBar>
      <Button variant="link" size="sm" className="px-0 mt-1" onClick={onCancel}>
        <FormattedMessage id="imports.upload.cancel" />
      </Button>
    </div>
  );
}

/**
 * Step 2: the file, by picker or drop. Too large a file is refused here, before a byte is sent;
 * otherwise the upload shows how far it has got, then the server's check of the rows.
 */
export function UploadStep({ kind, onBack, onPreview, headingRef }: UploadStepProps) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const preview = usePreviewImport();
  const [upload, setUpload] = useState<Upload | null>(null);
  const [tooLarge, setTooLarge] = useState<File | null>(null);
  const cancel = useRef<AbortController | null>(null);
  // Leaving the step (or the page) stops an upload still going.
  useEffect(() => () => cancel.current?.abort(), []);

  const send = (file: File) => {
    preview.reset();
    if (file.size > MAX_IMPORT_BYTES) {
      setTooLarge(file);
      return;
    }
    setTooLarge(null);
    const controller = new AbortController();
    cancel.current = controller;
    setUpload({ fileName: file.name, sent: 0, total: file.size, checking: false });
    preview.mutate(
      {
        kind,
        file,
        signal: controller.signal,
        onProgress: (sent, total) => setUpload((shown) => shown && { ...shown, sent, total }),
        onSent: () => setUpload((shown) => shown && { ...shown, checking: true }),
      },
      {
        onSuccess: (answer) => onPreview(answer, file.name),
        onSettled: () => setUpload(null),
      },
    );
  };

  const failure = preview.isError && !isAbort(preview.error) ? preview.error : null;
  return (
    <>
      <h2 className="h5 mb-3" tabIndex={-1} ref={headingRef}>
        <FormattedMessage id="imports.step.upload" />
      </h2>
      <p className="text-body-secondary">
        <FormattedMessage
          id="imports.upload.kind"
          values={{
            kind: intl.formatMessage({
              id: kind === 'vacancies' ? 'imports.kind.vacancies' : 'imports.kind.candidates',
            }),
          }}
        />
      </p>
      {tooLarge ? (
        <Alert variant="danger" role="alert">
          <FormattedMessage
            id="imports.upload.tooLarge"
            values={{
              name: tooLarge.name,
              // Rounded up: a file just over the limit must not read as "8 MB".
              size: intl.formatNumber(Math.ceil((tooLarge.size / (1024 * 1024)) * 10) / 10, {
                style: 'unit',
                unit: 'megabyte',
              }),
            }}
          />
        </Alert>
      ) : null}
      {failure ? (
        <Alert variant="danger" role="alert">
          <p className="mb-0">{errorText(failure)}</p>
          {hasErrorCode(failure, 'import_columns_invalid') ? (
            <p className="mb-0 mt-2 small text-break">
              <FormattedMessage id="imports.upload.details" values={{ message: failure.message }} />
            </p>
          ) : null}
        </Alert>
      ) : null}
      <DropZone busy={upload !== null} onFile={send} />
      {upload ? <UploadProgress upload={upload} onCancel={() => cancel.current?.abort()} /> : null}
      <div className="d-flex justify-content-start mt-3">
        <Button variant="outline-secondary" onClick={onBack}>
          <FormattedMessage id="imports.back" />
        </Button>
      </div>
    </>
  );
}
