import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Download } from 'react-feather';
import { FormattedMessage, useIntl } from 'react-intl';
import { FilePicker } from '@/components/ui/FilePicker';
import { PlainAlert } from '@/components/ui/PlainAlert';
import { TitledCard } from '@/components/ui/TitledCard';
import { ApiError } from '@/lib/api/api-error';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import {
  type JsonResume,
  RESUME_MAX_BYTES,
  useDownloadJsonResume,
  useImportJsonResume,
} from '../api/json-resume';

/** What a chosen file would bring, shown before anything is saved. */
interface Preview {
  fileName: string;
  document: JsonResume;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The file's text (FileReader: `Blob.text()` is missing from some test DOMs). */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

function count(value: unknown): number {
  return Array.isArray(value) ? value.length : 0;
}

/**
 * The profile to and from JSON Resume (jsonresume.org): downloads it as `resume.json`, and fills it
 * from one after showing what the file holds. The server checks the file against the schema and
 * merges it: what the file gives replaces those fields, its jobs, education and skills are added.
 */
export function JsonResumeCard({
  hasProfile,
  onImported,
}: {
  hasProfile: boolean;
  /** The profile was replaced under the form: it starts again from what was saved. */
  onImported: () => void;
}) {
  const intl = useIntl();
  const { errorText, codeText } = useApiErrorText();
  const download = useDownloadJsonResume();
  const importing = useImportJsonResume();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (preview) previewHeading.current?.focus();
  }, [preview]);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    importing.reset();
    setPreview(null);
    if (file.size > RESUME_MAX_BYTES) {
      setProblem(intl.formatMessage({ id: 'profile.resume.tooLarge' }));
      return;
    }
    const parsed = readText(file).then(
      (text) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          return undefined;
        }
      },
      () => undefined,
    );
    void parsed.then((document) => {
      if (!isObject(document)) {
        setProblem(intl.formatMessage({ id: 'profile.resume.notJson' }));
        return;
      }
      setProblem(null);
      setPreview({ fileName: file.name, document });
    });
  };

  const confirm = () => {
    if (!preview) return;
    importing.mutate(preview.document, {
      onSuccess: () => {
        setPreview(null);
        onImported();
      },
    });
  };

  const failure = importing.error ?? download.error;
  const fieldProblems = failure instanceof ApiError ? Object.entries(failure.fields) : [];
  const basics = isObject(preview?.document.basics) ? preview.document.basics : {};
  const ignored = importing.data?.ignored ?? [];

  return (
    <TitledCard
      title={<FormattedMessage id="profile.resume.title" />}
      intro={<FormattedMessage id="profile.resume.intro" />}
    >
      {problem ? (
        <PlainAlert variant="danger" className="py-2" role="alert">
          {problem}
        </PlainAlert>
      ) : null}
      {failure ? (
        <PlainAlert variant="danger" className="py-2" role="alert">
          {errorText(failure)}
          {fieldProblems.length > 0 ? (
            <ul className="mb-0 mt-1 ps-3 small">
              {fieldProblems.map(([field, error]) => (
                <li key={field}>
                  <code className="text-break">{field}</code>: {codeText(error.code)}
                </li>
              ))}
            </ul>
          ) : null}
        </PlainAlert>
      ) : null}
      {importing.isSuccess ? (
        <PlainAlert variant="success" className="py-2" role="status">
          <FormattedMessage id="profile.resume.imported" />
          {ignored.length > 0 ? (
            <>
              {' '}
              <FormattedMessage
                id="profile.resume.ignored"
                values={{ sections: intl.formatList(ignored) }}
              />
            </>
          ) : null}
        </PlainAlert>
      ) : null}
      {preview ? (
        <section className="border rounded p-2 mb-3" aria-labelledby="resume-preview-title">
          <h3 id="resume-preview-title" className="h6" tabIndex={-1} ref={previewHeading}>
            <FormattedMessage id="profile.resume.preview" values={{ file: preview.fileName }} />
          </h3>
          <dl className="small mb-2">
            {typeof basics.name === 'string' && basics.name ? (
              <>
                <dt>
                  <FormattedMessage id="profile.fullName" />
                </dt>
                <dd className="text-break">{basics.name}</dd>
              </>
            ) : null}
            {typeof basics.label === 'string' && basics.label ? (
              <>
                <dt>
                  <FormattedMessage id="profile.headline" />
                </dt>
                <dd className="text-break">{basics.label}</dd>
              </>
            ) : null}
            <dt>
              <FormattedMessage id="profile.resume.entries" />
            </dt>
            <dd>
              <FormattedMessage
                id="profile.resume.counts"
                values={{
                  work: count(preview.document.work),
                  education: count(preview.document.education),
                  skills: count(preview.document.skills),
                }}
              />
            </dd>
          </dl>
          <p className="small">
            <FormattedMessage id="profile.resume.merge" />
          </p>
          <div className="d-flex flex-wrap gap-2">
            <Button size="sm" onClick={confirm} disabled={importing.isPending}>
              <FormattedMessage id="profile.resume.confirm" />
            </Button>
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => {
                importing.reset();
                setPreview(null);
              }}
              disabled={importing.isPending}
            >
              <FormattedMessage id="profile.resume.cancel" />
            </Button>
          </div>
        </section>
      ) : null}
      <FilePicker
        id="profile-json-resume"
        label={<FormattedMessage id="profile.resume.import" />}
        accept=".json,application/json"
        uploading={importing.isPending}
        disabled={importing.isPending}
        onChange={onFile}
        hint={<FormattedMessage id="profile.resume.hint" />}
      />
      <Button
        variant="outline-primary"
        size="sm"
        className="mt-3"
        disabled={!hasProfile || download.isPending}
        onClick={() => download.mutate()}
      >
        <Download size={14} aria-hidden="true" className="me-1" />
        <FormattedMessage id="profile.resume.download" />
      </Button>
    </TitledCard>
  );
}
