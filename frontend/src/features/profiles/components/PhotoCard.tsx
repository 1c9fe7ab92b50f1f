import { useEffect, useState } from 'react';
import Card from 'react-bootstrap/Card';
import { FormattedMessage, useIntl } from 'react-intl';
import { Avatar } from '@/components/ui/Avatar';
import { FilePicker } from '@/components/ui/FilePicker';
import { FormAlert } from '@/components/ui/FormAlert';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, useUploadAvatar } from '../api/upload-avatar';
import { useCheckedFile } from './use-checked-file';

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

  useEffect(() => {
    if (!preview) return undefined;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const { problem, onChange: onFile } = useCheckedFile({
    accepts: (file) => AVATAR_TYPES.includes(file.type),
    maxBytes: AVATAR_MAX_BYTES,
    wrongType: 'profile.photo.wrongType',
    tooLarge: 'profile.photo.tooLarge',
    onFile: (file) => {
      setPreview(URL.createObjectURL(file));
      upload.mutate(file, { onError: () => setPreview(null) });
    },
  });

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
        <FilePicker
          uploading={upload.isPending}
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
