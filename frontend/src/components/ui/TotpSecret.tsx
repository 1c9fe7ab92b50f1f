import { QrCode } from './QrCode';

/** The secret in groups of four, as authenticator apps ask for it when typed in. */
function grouped(secret: string): string {
  return secret.replace(/\s+/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * What an authenticator app needs to be set up: the QR code of the `otpauth://` address, and the
 * secret as text for typing in by hand. The caller's feature passes the texts in its language.
 */
export function TotpSecret({
  otpauthUrl,
  secret,
  texts,
}: {
  otpauthUrl: string;
  secret: string;
  texts: { qrCode: string; manual: string };
}) {
  return (
    <div className="d-flex flex-column flex-sm-row align-items-sm-center gap-3">
      <div className="bg-white p-1 rounded border align-self-center flex-shrink-0">
        <QrCode value={otpauthUrl} label={texts.qrCode} />
      </div>
      <div className="text-break">
        <p className="small text-body-secondary mb-1">{texts.manual}</p>
        <code className="d-inline-block fs-6 text-body user-select-all" dir="ltr">
          {grouped(secret)}
        </code>
      </div>
    </div>
  );
}
