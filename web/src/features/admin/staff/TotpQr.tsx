import { useEffect, useState } from 'react';
import { Spinner } from '@blueprintjs/core';

/**
 * The otpauth:// URI as a QR code. `qrcode` is loaded only when someone sets up an authenticator,
 * so the dashboard's first load never carries it.
 */
export function TotpQr({ uri }: { uri: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((qr) => qr.toDataURL(uri, { margin: 1, width: 200, errorCorrectionLevel: 'M' }))
      .then((url) => live && setSrc(url))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [uri]);
  if (failed) return <p className="admin-muted">The QR code could not be drawn: type the key below instead.</p>;
  if (!src) return <Spinner size={24} aria-label="Drawing the QR code" />;
  return <img className="admin-totp-qr" src={src} width={200} height={200} alt="QR code for your authenticator app" />;
}
