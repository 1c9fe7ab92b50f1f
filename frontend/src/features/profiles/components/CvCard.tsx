import Button from 'react-bootstrap/Button';
import { Download, FileText } from 'react-feather';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { FilePicker } from '@/components/ui/FilePicker';
import { FormAlert } from '@/components/ui/FormAlert';
import { TitledCard } from '@/components/ui/TitledCard';
import type { Schemas } from '@/lib/api/types';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useDownloadCv } from '../api/download-cv';
import { CV_ACCEPT, CV_MAX_BYTES, useUploadCv } from '../api/upload-cv';
import { useCheckedFile } from './use-checked-file';

const CV_EXTENSION = /\.(pdf|docx)$/i;

interface CvCardProps {
  cv: Schemas['CvInfo'] | null | undefined;
  enabled: boolean;
}

export function CvCard({ cv, enabled }: CvCardProps) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const upload = useUploadCv();
  const download = useDownloadCv();
  const { problem, onChange: onFile } = useCheckedFile({
    accepts: (file) => CV_EXTENSION.test(file.name),
    maxBytes: CV_MAX_BYTES,
    wrongType: 'profile.cv.wrongType',
    tooLarge: 'profile.cv.tooLarge',
    onFile: (file) => upload.mutate(file),
  });

  const failure = upload.error ?? download.error;
  return (
    <TitledCard title={<FormattedMessage id="profile.cv.title" />}>
      <FormAlert message={problem ?? (failure ? errorText(failure) : null)} />
      {cv ? (
        <div className="d-flex align-items-center gap-2 mb-3">
          <FileText size={20} aria-hidden="true" className="flex-shrink-0" />
          <div className="flex-grow-1 min-w-0">
            <div className="text-truncate fw-semibold">{cv.name}</div>
            <div className="small text-body-secondary">
              <FormattedMessage
                id="profile.cv.uploaded"
                values={{
                  size: intl.formatNumber(cv.sizeBytes / 1024, { maximumFractionDigits: 0 }),
                  date: <FormattedDate value={cv.uploadedAt} dateStyle="medium" />,
                }}
              />
            </div>
          </div>
          <Button
            variant="outline-primary"
            size="sm"
            className="flex-shrink-0 text-nowrap"
            disabled={download.isPending}
            onClick={() => download.mutate(cv.name)}
          >
            <Download size={14} aria-hidden="true" className="me-1" />
            <FormattedMessage id="profile.cv.download" />
          </Button>
        </div>
      ) : (
        <p className="text-body-secondary">
          <FormattedMessage id="profile.cv.none" />
        </p>
      )}
      <FilePicker
        uploading={upload.isPending}
        id="profile-cv"
        label={<FormattedMessage id={cv ? 'profile.cv.replace' : 'profile.cv.upload'} />}
        accept={CV_ACCEPT}
        disabled={!enabled || upload.isPending}
        onChange={onFile}
        hint={<FormattedMessage id={enabled ? 'profile.cv.hint' : 'profile.filesAfterSave'} />}
      />
    </TitledCard>
  );
}
