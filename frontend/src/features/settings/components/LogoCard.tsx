import type { ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FilePicker } from '@/components/ui/FilePicker';
import { FormAlert } from '@/components/ui/FormAlert';
import { TitledCard } from '@/components/ui/TitledCard';
import { useApiErrorText } from '@/lib/i18n/error-messages';
import { useUploadLogo } from '../api/upload-logo';

/** The careers site's logo: the one in use, and a new one uploaded as soon as it is chosen. */
export function LogoCard({ logoUrl }: { logoUrl: string | null | undefined }) {
  const intl = useIntl();
  const { errorText } = useApiErrorText();
  const logo = useUploadLogo();
  const onLogo = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) logo.mutate(file);
  };
  return (
    <TitledCard title={<FormattedMessage id="settings.logo" />}>
      {logoUrl ? (
        <img
          src={logoUrl}
          alt={intl.formatMessage({ id: 'settings.logoAlt' })}
          className="img-fluid mb-3 settings-logo"
        />
      ) : null}
      <FormAlert message={logo.error ? errorText(logo.error) : null} />
      <FilePicker
        id="settings-logo"
        label={<FormattedMessage id="settings.logoChoose" />}
        accept="image/png,image/jpeg,image/webp"
        disabled={logo.isPending}
        onChange={onLogo}
      />
    </TitledCard>
  );
}
