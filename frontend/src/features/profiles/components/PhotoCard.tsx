import { type ChangeEvent, useEffect, useState } from 'react';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { FormattedMessage, useIntl } from 'react-intl';
import { Avatar } from '@/components/ui/Avatar';
import { FilePicker } from '@/components/ui/FilePicker';
import { FormAlert } from '@/components/ui/FormAlert';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, useUploadAvatar } from '../api/upload-avatar';

interface PhotoCardProps {
  image: string | null | undefined;
  /** Files belong to a profile: until the first save there is nothing to attach them to. */
  enabled: boolean;
}

export function PhotoCard({ image, enabled }: PhotoCardProps) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const upload = useUploadAvatar();
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!preview) return undefined;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!AVATAR_TYPES.includes(file.type)) {
      setProblem(intl.formatMessage({ id: 'profile.photo.wrongType' }));
      return;
    }
    if (file.size > AVATAR_MAX_BYTES) {
      setProblem(intl.formatMessage({ id: 'profile.photo.tooLarge' }));
      return;
    }
    setProblem(null);
    setPreview(URL.createObjectURL(file));
    upload.mutate(file, { onError: () => setPreview(null) });
  };

  const shown = preview ?? image ?? null;
  return (
    <Card>
      <Card.Body className="text-center">
        <h2 className="h5 text-start">
          <FormattedMessage id="profile.photo.title" />
        </h2>
        <div className="mb-3">
          <Avatar src={shown} alt={intl.formatMessage({ id: 'user.avatarAlt' })} size={128} />
        </div>
        <FormAlert message={problem ?? (upload.error ? errorText(upload.error) : null)} />
        {upload.isPending ? (
          <div role="status" className="mb-2">
            <Spinner size="sm" animation="border" aria-hidden="true" className="me-2" />
            <FormattedMessage id="profile.uploading" />
          </div>
        ) : null}
        <FilePicker
          id="profile-photo"
          label={<FormattedMessage id="profile.photo.choose" />}
          accept={AVATAR_TYPES.join(',')}
          disabled={!enabled || upload.isPending}
          onChange={onFile}
          hint={<FormattedMessage id={enabled ? 'profile.photo.hint' : 'profile.filesAfterSave'} />}
        />
      </Card.Body>
    </Card>
  );
}
