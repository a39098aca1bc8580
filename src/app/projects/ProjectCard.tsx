import { type CSSProperties, type Key, useState } from 'react';
import {
  Button as AriaButton,
  Menu,
  MenuItem,
  MenuTrigger,
  Modal,
  ModalOverlay,
  Popover,
} from 'react-aria-components';
import { productTypeById } from '../../shared/catalog/productTypes';
import { userMessage } from '../../shared/errors';
import { formatDate } from '../../shared/format/dates';
import { editorHref, projectPageHref } from '../../shared/routes/editorHref';
import { useNavigate } from '../navigation/navigation';
import { Alert } from '../ui/Alert';
import { LinkButton } from '../ui/LinkButton';
import frameStyles from '../ui/ModalFrame.module.css';
import { ProgressMeter } from '../ui/ProgressMeter';
import styles from './MyProjects.module.css';
import { DeleteDialog, RenameDialog, ShareDialog } from './ProjectDialogs';
import type { ProjectListItem } from './projectListQuery';
import { useCopyProgress, type useProjectActions } from './useProjectActions';

type Actions = ReturnType<typeof useProjectActions>;
type DialogName = 'rename' | 'share' | 'delete';

function lastChange(iso: string): string {
  return formatDate(iso, 'medium', 'local');
}

const sharingLabels = {
  Invite: 'Only you',
  Unlisted: 'Anyone with the link',
  Public: 'Public',
} as const;

/** Who can see it: the people it is shared with by name, else its viewable-by setting. */
function sharedWithText(project: ProjectListItem): string {
  if (project.sharedWith.length > 0) {
    const names = project.sharedWith.map((person) => person.name);
    return names.length > 2
      ? `${names.slice(0, 2).join(', ')} and ${names.length - 2} more`
      : names.join(' and ');
  }
  return sharingLabels[project.viewableBy];
}

function CopyState({ project }: { project: ProjectListItem }) {
  const asked = useCopyProgress(project.id, project.copy).data;
  // The list's own word wins once it says the copy finished (it is newer than a cached answer).
  const progress = project.copy?.status === 'pending' ? asked : project.copy;
  if (!progress || progress.status === 'done') return null;
  if (progress.status === 'failed') {
    return <Alert inline>This copy could not be made. Delete it and copy the project again.</Alert>;
  }
  return (
    <div className={styles.copying}>
      <span>
        Copying…{' '}
        {progress.pagesTotal > 0 ? `${progress.pagesDone} of ${progress.pagesTotal} pages` : ''}
      </span>
      <ProgressMeter
        value={progress.pagesDone}
        maxValue={Math.max(progress.pagesTotal, 1)}
        label={`Copying ${project.name}`}
        size="small"
      />
    </div>
  );
}

export function ProjectCard({
  project,
  actions,
  onMessage,
  onDeleted,
}: {
  project: ProjectListItem;
  actions: Actions;
  onMessage: (message: string) => void;
  onDeleted: (project: ProjectListItem) => void;
}) {
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const navigate = useNavigate();
  const archived = project.status === 'archive';
  const product = project.productName ?? productTypeById(project.productTypeId)?.name ?? 'Project';
  const titleId = `project-${project.id}-title`;

  function act(key: Key) {
    switch (key) {
      case 'view':
        return navigate(projectPageHref(project));
      case 'copy':
        return actions.copy.mutate(project.id, {
          onSuccess: () =>
            onMessage(`Copying “${project.name}”. The copy is at the top of the list.`),
          onError: (error) => onMessage(userMessage(error)),
        });
      case 'archive':
        return actions.archive.mutate(project.id, {
          onSuccess: (written) =>
            onMessage(
              written.queued
                ? `“${project.name}” is archived on this device; it is sent when you are back online.`
                : `“${project.name}” was moved to the archive.`,
            ),
          onError: (error) => onMessage(userMessage(error)),
        });
      case 'restore':
        return actions.restore.mutate(project.id, {
          onSuccess: () => onMessage(`“${project.name}” is back in your projects.`),
          onError: (error) => onMessage(userMessage(error)),
        });
      default:
        setDialog(key as DialogName);
    }
  }

  return (
    <li className={styles.card} aria-labelledby={titleId} data-project-id={project.id}>
      <div className={styles.thumbnail}>
        {project.thumbnailUrl ? (
          <img src={project.thumbnailUrl} alt="" loading="lazy" decoding="async" />
        ) : null}
      </div>
      <div className={styles.cardBody}>
        <h3 id={titleId} className={styles.cardTitle}>
          {project.name}
        </h3>
        <dl className={styles.facts}>
          <div>
            <dt>Product</dt>
            <dd>
              {product}
              {project.sizeKey ? `, ${project.sizeKey.replace('x', ' × ')} in` : ''}
            </dd>
          </div>
          {project.pageCount ? (
            <div>
              <dt>Pages</dt>
              <dd>{project.pageCount}</dd>
            </div>
          ) : null}
          <div>
            <dt>Last change</dt>
            <dd>
              <time dateTime={project.updatedAt}>{lastChange(project.updatedAt)}</time>
            </dd>
          </div>
          <div>
            <dt>Shared with</dt>
            <dd>{sharedWithText(project)}</dd>
          </div>
        </dl>
        <CopyState project={project} />
        <div className={styles.cardActions}>
          <LinkButton to={editorHref(project)} variant="secondary">
            Open<span className="visually-hidden"> {project.name}</span>
          </LinkButton>
          <MenuTrigger>
            <AriaButton
              className={styles.moreButton}
              aria-label={`More actions for ${project.name}`}
            >
              More…
            </AriaButton>
            <Popover className={styles.menuPopover} placement="bottom end">
              <Menu className={styles.menu} onAction={act}>
                <MenuItem id="rename" className={styles.menuItem}>
                  Rename
                </MenuItem>
                <MenuItem id="share" className={styles.menuItem}>
                  Share
                </MenuItem>
                <MenuItem id="view" className={styles.menuItem}>
                  View project page
                </MenuItem>
                <MenuItem id="copy" className={styles.menuItem}>
                  Make a copy
                </MenuItem>
                {archived ? (
                  <MenuItem id="restore" className={styles.menuItem}>
                    Restore
                  </MenuItem>
                ) : (
                  <MenuItem id="archive" className={styles.menuItem}>
                    Archive
                  </MenuItem>
                )}
                <MenuItem id="delete" className={`${styles.menuItem} ${styles.danger}`}>
                  Delete
                </MenuItem>
              </Menu>
            </Popover>
          </MenuTrigger>
        </div>
      </div>
      <ModalOverlay
        className={frameStyles.overlay}
        isDismissable
        isOpen={dialog !== null}
        onOpenChange={(open) => (open ? null : setDialog(null))}
      >
        <Modal className={frameStyles.modal} style={{ '--modal-width': '30rem' } as CSSProperties}>
          {dialog === 'rename' ? (
            <RenameDialog project={project} actions={actions} onDone={onMessage} />
          ) : dialog === 'share' ? (
            <ShareDialog project={project} actions={actions} />
          ) : (
            <DeleteDialog project={project} actions={actions} onDeleted={onDeleted} />
          )}
        </Modal>
      </ModalOverlay>
    </li>
  );
}
