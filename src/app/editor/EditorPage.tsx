import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
} from 'react';
import { photoIdsInDocument } from '../../shared/project/photoIds';
import { NEWER_SHOP_MESSAGE } from '../../shared/project/yjs/documentVersion';
import { build } from '../../shared/routes/build';
import { Navigate, useLocation, useNavigate } from '../navigation/navigation';
import type { MetaContext, PageMeta } from '../navigation/pageModule';
import { useRouteMatch } from '../navigation/useRouteMatch';
import { useOutboxCall } from '../offline/OutboxContext';
import { useLibraryOnDevice } from '../photos';
import { ProjectShareButton } from '../projects';
import { useSession } from '../state/session/useSession';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Container } from '../ui/Container';
import { LinkButton } from '../ui/LinkButton';
import styles from '../ui/StatusPage.module.css';
import { PresenceBar } from './collaboration/PresenceBar';
import { useContributorGuard } from './collaboration/useContributorGuard';
import { useLiveChannel } from './collaboration/useLiveChannel';
import frame from './EditorPage.module.css';
import type { EditorEngine } from './engine/editorEngine';
import type { PanelId } from './panels/EditorPanels';
import { denialMessage } from './session/denialMessages';
import { sharedDraftsIndex } from './session/draftsStore';
import { browserDeviceSignals, editorKindOf } from './session/editorDevice';
import {
  type EditorLinkOptions,
  editorLinkOptions,
  experienceFor,
  flexSwitchToTrack,
  orderTarget,
  storefrontOfTagGroup,
} from './session/editorLinkOptions';
import { type EditorMatch, editorRequestOf } from './session/editorRequest';
import { type EditorSessionState, useEditorSession } from './session/useEditorSession';
import { useFullScreenOnFirstPress } from './session/useFullScreenOnFirstPress';
import { usePhotoResolver } from './session/usePhotoResolver';
import { UnsavedWorkPrompt } from './UnsavedWorkPrompt';

export function meta(_context: MetaContext): PageMeta {
  return { title: 'Editor', canonical: null, robots: 'noindex' };
}

// The screen and its panels are their own chunks, fetched while the project opens (both take
// a few hundred milliseconds on a returning visit) rather than one after the other.
const loadScreen = () => import('./screen/EditorScreen');
const loadPanels = () => import('./panels/EditorPanels');
const EditorScreen = lazy(async () => ({ default: (await loadScreen()).EditorScreen }));
const EditorPanels = lazy(async () => ({ default: (await loadPanels()).EditorPanels }));

const ReelPreview = lazy(async () => ({
  default: (await import('./products/ReelPreview')).ReelPreview,
}));

const EDITOR_ROUTES = ['editor', 'editor.embedded', 'memories.edit', 'memories.preview'];

/**
 * /editor, /~/editor/{projectId}, /memories/edit and /memories/preview: finds or makes the
 * project (useEditorSession) and hands it to the editor's screen; says plainly why when it cannot.
 */
export default function EditorPage() {
  const match = useRouteMatch();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const address = `${pathname}${search}`;
  const request = useMemo(
    () =>
      EDITOR_ROUTES.includes(match.name)
        ? editorRequestOf(match as EditorMatch)
        : ({ kind: 'invalid', message: 'This is not an editor address.' } as const),
    [match],
  );
  // A new project's address becomes its own (?pid=) once the server has it, so a bookmark or a
  // second device opens the same project.
  const onProjectId = useCallback(
    (pid: number) => {
      if (match.name !== 'editor') return;
      navigate(build('editor', { pid, page: match.query.page }), { replace: true });
    },
    [match, navigate],
  );
  const link = useMemo(
    () =>
      EDITOR_ROUTES.includes(match.name)
        ? editorLinkOptions(match as EditorMatch)
        : editorLinkOptions({ name: 'memories.edit', query: { pid: 0 } } as EditorMatch),
    [match],
  );
  const session = useEditorSession(request, address, onProjectId);
  useEffect(() => {
    void loadScreen();
    void loadPanels();
  }, []);
  useFullScreenOnFirstPress(link.fullScreen, editorRoot);
  return <EditorSessionView session={session} address={address} link={link} />;
}

const editorRoot = () => document.querySelector('[data-experience]');

function EditorSessionView({
  session,
  address,
  link,
}: {
  session: EditorSessionState;
  address: string;
  link: EditorLinkOptions;
}) {
  const signedIn = Boolean(useSession().data?.user);
  switch (session.status) {
    case 'loading':
      return (
        <Container className={styles.page}>
          <p role="status">Opening your project…</p>
        </Container>
      );
    case 'redirect':
      return <Navigate to={session.to} replace />;
    case 'denied': {
      const message = denialMessage(session.reason, {
        projectId: session.projectId,
        returnTo: address,
        signedIn,
      });
      return (
        <Notice title={message.title} sentence={message.sentence}>
          <LinkButton to={message.action.href}>{message.action.label}</LinkButton>
        </Notice>
      );
    }
    case 'error':
      return (
        <Notice title="The editor could not open this" sentence={session.message}>
          <LinkButton to={build('products')}>Choose a product</LinkButton>
        </Notice>
      );
    case 'empty':
      return (
        <Notice
          title="Nothing to edit yet"
          sentence="Pick a design to personalize, or start a photo book from your photos."
        >
          <LinkButton to={build('photoBooks')}>Start a photo book</LinkButton>
          <LinkButton to={build('cards.all', {})} variant="secondary">
            Browse cards
          </LinkButton>
        </Notice>
      );
    case 'ready':
      return <ReadyEditor session={session} link={link} />;
  }
}

function Notice({
  title,
  sentence,
  children,
}: {
  title: string;
  sentence: string;
  children: React.ReactNode;
}) {
  return (
    <Container className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.lead}>{sentence}</p>
      <div className={styles.actions}>{children}</div>
    </Container>
  );
}

/** The photo ids of the engine's document as one string, computed once per document. */
function usePhotoKey(engine: EditorEngine): string {
  const cache = useMemo(() => ({ doc: undefined as unknown, key: '' }), []);
  return useSyncExternalStore(
    engine.subscribe,
    () => {
      const { doc } = engine.getSnapshot();
      if (cache.doc !== doc) {
        cache.doc = doc;
        cache.key = [...photoIdsInDocument(doc)].sort().join(',');
      }
      return cache.key;
    },
    () => '',
  );
}

function ReadyEditor({
  session,
  link,
}: {
  session: Extract<EditorSessionState, { status: 'ready' }>;
  link: EditorLinkOptions;
}) {
  const write = useOutboxCall();
  const navigate = useNavigate();
  const photoKey = usePhotoKey(session.engine);
  const { projectId, engine, clientId, save } = session;
  const photos = usePhotoResolver(session.userId, photoKey ? photoKey.split(',') : [], projectId);
  // The library is kept on the device from the start, not from the tray's first opening: an
  // editor reopened offline has the project's photos and the tray its own.
  useLibraryOnDevice(session.userId);
  const [title, setTitle] = useState(session.title);
  // A newer shop wrote the design meanwhile: this page shows it as it was and edits nothing.
  const outdated = useSyncExternalStore(
    engine.subscribe,
    () => engine.getSnapshot().outdated,
    () => false,
  );
  const readOnly = session.readOnly || outdated;
  const live = useLiveChannel(engine, session.ydoc, projectId, !session.readOnly);
  const contributor = session.role === 'contributor';
  const refusal = useContributorGuard(engine, session.ydoc, contributor);
  const owner = session.role === undefined || session.role === 'owner';
  const onRename = useCallback(
    (name: string) => {
      const trimmed = name.trim().slice(0, 200);
      if (!trimmed) return;
      setTitle(trimmed);
      // The device keeps the name at once (a draft not yet uploaded is created with it).
      void sharedDraftsIndex().then((drafts) => drafts.update(clientId, { name: trimmed }));
      // Through the outbox, so a rename made offline reaches the server when the device is back.
      if (projectId !== undefined) {
        void write('my/project/update', { projectId, name: trimmed }, `Rename to ${trimmed}`).catch(
          () => {},
        );
      }
    },
    [write, projectId, clientId],
  );
  // The project goes to the cart once the server has it. A guest's draft gets its id when they
  // sign in (their drafts are uploaded then), so Order asks them to sign in and come back here.
  const { pathname, search } = useLocation();
  const routeName = useRouteMatch().name;
  const signedIn = session.userId !== undefined;
  const onOrder = useMemo(() => {
    if (session.readOnly) return undefined;
    // The cart prices and preflights the server's copy: the last edits (and a design first made
    // on this device) go up before it is asked, else it judges what the server had a moment ago.
    if (projectId !== undefined)
      return () =>
        void save.syncNow().finally(() => navigate(orderTarget(projectId, link.cartItemId)));
    if (signedIn) return undefined;
    return () => navigate(build('account.login', { returnTo: `${pathname}${search}` }));
  }, [projectId, session.readOnly, signedIn, navigate, pathname, search, link.cartItemId, save]);
  // The experience: the app's webview version, else this device's, or the other on a flex switch;
  // a change from the one the project was last edited in is recorded (track_flex_switch).
  const [experience] = useState(() => experienceFor(editorKindOf(browserDeviceSignals()), link));
  const { lastExperience } = session;
  useEffect(() => {
    const track = flexSwitchToTrack({
      projectId,
      readOnly: session.readOnly,
      signedIn,
      lastExperience,
      opened: experience.id,
    });
    if (track) void write('my/projects/track_flex_switch', track, 'Editor switch').catch(() => {});
  }, [projectId, session.readOnly, signedIn, lastExperience, experience.id, write]);
  // on_load_action: the panel open at first (else the panels' own: a product's tab, or photos);
  // the customer's choice after that.
  const [panel, setPanel] = useState<PanelId | undefined>(link.onLoadPanel);
  // /memories/preview plays the reel rather than showing its frames to edit.
  if (routeName === 'memories.preview') {
    return (
      <Suspense fallback={<p role="status">Opening the reel…</p>}>
        <ReelPreview engine={engine} photos={photos} title={title} />
      </Suspense>
    );
  }
  return (
    <div className={frame.frame}>
      {session.notice ? <Alert tone="info">{session.notice}</Alert> : null}
      {outdated ? (
        <Alert>
          {NEWER_SHOP_MESSAGE}{' '}
          <Button variant="secondary" onPress={() => window.location.reload()}>
            Reload
          </Button>
        </Alert>
      ) : null}
      <PresenceBar live={live} engine={engine} userId={session.userId} />
      {/* One sentence: when the server refused the same change, its word is already shown. */}
      {refusal && !(live.message && live.status === 'live') ? <Alert>{refusal}</Alert> : null}
      {/* Leaving for another page while edits are still on their way asks first. */}
      {session.readOnly ? null : <UnsavedWorkPrompt save={session.save} />}
      <Suspense fallback={<p role="status">Opening the editor…</p>}>
        <EditorScreen
          engine={engine}
          save={session.save}
          photos={photos}
          title={title}
          onRename={readOnly || contributor ? undefined : onRename}
          projectId={projectId}
          readOnly={readOnly}
          userId={session.userId}
          onOrder={contributor ? undefined : onOrder}
          experience={experience.kind}
          moreDesignsHref={storefrontOfTagGroup(link.tagGroupId)}
          share={
            projectId !== undefined && owner && !session.readOnly ? (
              <ProjectShareButton projectId={projectId} />
            ) : undefined
          }
          panels={(layout) => (
            <EditorPanels
              engine={engine}
              layout={layout}
              userId={session.userId}
              photos={photos}
              selectedPanel={panel}
              onSelectedPanelChange={setPanel}
              contributor={contributor}
              projectId={session.readOnly ? undefined : projectId}
            />
          )}
        />
      </Suspense>
    </div>
  );
}
