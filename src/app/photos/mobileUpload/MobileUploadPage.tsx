import { type QueryClient, useQuery } from '@tanstack/react-query';
import { useApi } from '../../apiContext';
import type { CallAction, MetaContext, PageMeta } from '../../navigation/pageModule';
import { type RouteMatch, useRouteMatch } from '../../navigation/useRouteMatch';
import { Alert } from '../../ui/Alert';
import { Container } from '../../ui/Container';
import { GuestUploader } from './GuestUploader';
import { guestLinkOf } from './guestUploadQueue';
import { LinkRefused, refusedMeta } from './LinkRefused';
import { cacheOnly, mobileUploadQuery } from './linkQueries';
import styles from './MobileUpload.module.css';
import { useGuestUploads } from './useGuestUploads';

function linkOf(match: RouteMatch) {
  return match.name === 'mobileUpload'
    ? { id: match.params.projectOrUserId, signature: match.params.signature }
    : { id: 0, signature: '' };
}

/** The uploads of one target on this device, whichever link (old or new) opened it. */

export async function prefetch(match: RouteMatch, queryClient: QueryClient, call: CallAction) {
  const { id, signature } = linkOf(match);
  await queryClient.prefetchQuery(mobileUploadQuery(call, id, signature));
}

export function meta({ match, queryClient }: MetaContext): PageMeta {
  const { id, signature } = linkOf(match);
  const answer = queryClient.getQueryData(mobileUploadQuery(cacheOnly, id, signature).queryKey);
  if (answer && !answer.ok) return refusedMeta(answer.status);
  return { title: 'Upload photos from your phone', robots: 'noindex', canonical: null };
}

/**
 * /mobile/upload/projects/{projectOrUserId}/{signature}: a phone, not signed in, opened a signed
 * link (a QR code or a mail) and uploads into the owner's library or project. The queue is kept
 * on the device, so a dropped connection or a reopened page carries on where it stopped.
 */
export default function MobileUploadPage() {
  const match = useRouteMatch();
  const { id, signature } = linkOf(match);
  const api = useApi();
  const answer = useQuery(mobileUploadQuery(api.call, id, signature));
  const opened = answer.data?.ok ? answer.data.data : undefined;
  const session = opened ? { id: opened.uploadSessionId, uploadUrl: opened.uploadUrl } : undefined;
  const uploads = useGuestUploads(
    guestLinkOf('mobile', id, signature),
    answer.data?.ok ? session : undefined,
  );

  if (answer.data && !answer.data.ok) {
    return <LinkRefused status={answer.data.status} message={answer.data.message} />;
  }
  const into =
    opened?.target === 'project' && opened.projectName
      ? `${opened.ownerName}'s project “${opened.projectName}”`
      : `${opened?.ownerName ?? 'the'}'s photo library`;
  return (
    <Container className={`${styles.page} ${styles.narrow}`}>
      <h1 className={styles.title}>Upload photos from this phone</h1>
      {answer.isError ? (
        <Alert>We couldn't open this link. Check your connection and reload the page.</Alert>
      ) : (
        <p className={styles.lead}>
          {opened ? `Your photos go straight into ${into}.` : 'Opening the link…'} No sign-in
          needed; you can leave and come back, and unfinished uploads carry on.
        </p>
      )}
      <GuestUploader
        queue={uploads.queue}
        items={uploads.items}
        online={uploads.online}
        ownerName={opened?.ownerName ?? ''}
      />
    </Container>
  );
}
