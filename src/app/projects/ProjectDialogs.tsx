import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Dialog, Form, Label, Radio, RadioGroup } from 'react-aria-components';
import type { ActionOutput } from '../../shared/api/actionTable';
import { userMessage } from '../../shared/errors';
import { projectPageHref } from '../../shared/routes/editorHref';
import { useApi } from '../apiContext';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { ConfirmDeleteDialog } from '../ui/ConfirmDeleteDialog';
import choices from '../ui/DialogChoices.module.css';
import { DialogContent, dialogBoxClass } from '../ui/DialogPanel';
import { TextInput } from '../ui/TextInput';
import styles from './MyProjects.module.css';
import type { ProjectListItem } from './projectListQuery';
import type { useProjectActions } from './useProjectActions';

type Actions = ReturnType<typeof useProjectActions>;
type Viewable = ActionOutput<'my/project/details'>['viewableBy'];

export function RenameDialog({
  project,
  actions,
  onDone,
}: {
  project: ProjectListItem;
  actions: Actions;
  onDone: (message: string) => void;
}) {
  const [name, setName] = useState(project.name);
  return (
    <Dialog className={dialogBoxClass}>
      {({ close }) => {
        const submit = (event: FormEvent) => {
          event.preventDefault();
          const trimmed = name.trim();
          if (!trimmed || trimmed === project.name) return close();
          actions.rename.mutate(
            { id: project.id, name: trimmed },
            {
              onSuccess: (written) => {
                onDone(
                  written.queued
                    ? `Renamed to “${trimmed}” on this device; it is sent when you are back online.`
                    : `Renamed to “${trimmed}”.`,
                );
                close();
              },
            },
          );
        };
        return (
          <Form onSubmit={submit}>
            <DialogContent
              title="Rename project"
              onClose={close}
              actions={
                <Button type="submit" isPending={actions.rename.isPending} pendingLabel="Saving">
                  Save name
                </Button>
              }
            >
              <TextInput
                label="Project name"
                value={name}
                onChange={setName}
                isRequired
                maxLength={200}
                autoFocus
              />
              {actions.rename.isError ? (
                <Alert inline>{userMessage(actions.rename.error)}</Alert>
              ) : null}
            </DialogContent>
          </Form>
        );
      }}
    </Dialog>
  );
}

const sharingChoices: { value: Viewable; label: string; description: string }[] = [
  {
    value: 'Invite',
    label: 'Only me and people I invite',
    description: 'The project page is not found by anyone else.',
  },
  {
    value: 'Unlisted',
    label: 'Anyone with the link',
    description: 'Not listed in search engines; the link carries a private key.',
  },
  { value: 'Public', label: 'Public', description: 'Anyone can find and see the project page.' },
];

/** Who may see the project's page (spec §3 viewable-by), and its link to copy. */
export function ShareDialog({ project, actions }: { project: ProjectListItem; actions: Actions }) {
  const api = useApi();
  const details = useQuery({
    queryKey: ['myProjects', 'details', project.id],
    queryFn: () => api.call('my/project/details', { projectId: project.id }),
  });
  const viewableBy = actions.share.data?.viewableBy ?? details.data?.viewableBy;
  const viewKey = details.data?.viewKey;
  const link =
    viewableBy && viewableBy !== 'Invite' && typeof window !== 'undefined'
      ? `${window.location.origin}${projectPageHref(project, viewableBy === 'Unlisted' ? viewKey : undefined)}`
      : undefined;
  return (
    <Dialog className={dialogBoxClass}>
      {({ close }) => (
        <DialogContent title={`Share “${project.name}”`} onClose={close}>
          {details.isError ? (
            <Alert inline>{userMessage(details.error)}</Alert>
          ) : viewableBy === undefined ? (
            <p className={styles.muted}>Loading…</p>
          ) : (
            <>
              <RadioGroup
                value={viewableBy}
                onChange={(value) =>
                  actions.share.mutate({ id: project.id, viewableBy: value as Viewable })
                }
                isDisabled={actions.share.isPending}
                className={choices.radioGroup}
              >
                <Label className={choices.radioLabel}>Who can see this project</Label>
                {sharingChoices.map((choice) => (
                  <Radio key={choice.value} value={choice.value} className={choices.radio}>
                    <span>
                      <strong>{choice.label}</strong>
                      <span className={styles.muted}> — {choice.description}</span>
                    </span>
                  </Radio>
                ))}
              </RadioGroup>
              {link ? (
                <p className={choices.linkFields}>
                  <label htmlFor={`share-link-${project.id}`}>Link to the project page</label>
                  <input id={`share-link-${project.id}`} readOnly value={link} />
                </p>
              ) : null}
              {actions.share.isError ? (
                <Alert inline>{userMessage(actions.share.error)}</Alert>
              ) : null}
            </>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

export function DeleteDialog({
  project,
  actions,
  onDeleted,
}: {
  project: ProjectListItem;
  actions: Actions;
  onDeleted: (project: ProjectListItem) => void;
}) {
  return (
    <ConfirmDeleteDialog
      title={`Delete “${project.name}”?`}
      keepLabel="Keep project"
      deleteLabel="Delete project"
      pending={actions.remove.isPending}
      error={actions.remove.isError ? userMessage(actions.remove.error) : undefined}
      onDelete={(close) =>
        actions.remove.mutate(project.id, {
          onSuccess: () => {
            onDeleted(project);
            close();
          },
        })
      }
    >
      <p>
        The design goes with it. Orders already placed are not affected. You can undo this for a few
        minutes.
      </p>
    </ConfirmDeleteDialog>
  );
}
