import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { userMessage } from '../../../shared/errors';
import { useApi } from '../../apiContext';
import { useSession } from '../../state/session/useSession';
import { Alert } from '../../ui/Alert';
import { DialogPanel } from '../../ui/DialogPanel';
import { EmailLinkForm } from './EmailLinkForm';
import styles from './UploadLinkDialogs.module.css';

// The QR encoder is only needed once this dialog opens.
const QrCode = lazy(() => import('./QrCode'));

/**
 * "Upload from your phone": a QR code of a signed link that opens the phone upload page without
 * signing in, the link itself, and a way to mail it to oneself instead.
 */
export function PhoneUploadDialog() {
  const api = useApi();
  const session = useSession();
  const link = useQuery({
    queryKey: ['uploadLinks', 'phoneLink'],
    queryFn: () => api.call('my/friends/photo_upload_qr_code_link', {}),
    // A fresh link each time the dialog opens; an old one may be near its expiry.
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
  return (
    <DialogPanel title="Upload from your phone">
      <p className={styles.text}>
        Scan this code with your phone's camera. The page it opens uploads straight into your photo
        library, without signing in.
      </p>
      <div className={styles.qr}>
        {link.data ? (
          <Suspense fallback={<span className={styles.qrWait}>Drawing the code…</span>}>
            <QrCode value={link.data.url} label="QR code of your phone upload link" />
          </Suspense>
        ) : link.isError ? (
          <Alert inline>{userMessage(link.error)}</Alert>
        ) : (
          <span className={styles.qrWait}>Making your link…</span>
        )}
      </div>
      {link.data?.expiresAt ? (
        <p className={styles.note}>
          The link works until {new Date(link.data.expiresAt).toLocaleString()}. Anyone with it can
          add photos to your library, so keep it to yourself.
        </p>
      ) : null}
      <EmailLinkForm
        link="mobile"
        label="Or email the link to yourself"
        defaultEmail={session.data?.user?.email ?? ''}
        submitLabel="Email me the link"
        sentText={(email) => `Sent to ${email}. Open the mail on your phone.`}
      />
    </DialogPanel>
  );
}
