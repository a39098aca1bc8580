import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, type FormEvent, useId, useState } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Form,
  Label,
  Modal,
  ModalOverlay,
  Radio,
  RadioGroup,
} from 'react-aria-components';
import type { ActionOutput } from '../../../shared/api/actionTable';
import { userMessage } from '../../../shared/errors';
import { projectPageHref } from '../../../shared/routes/editorHref';
import { useApi } from '../../apiContext';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import choices from '../../ui/DialogChoices.module.css';
import { DialogContent, dialogBoxClass } from '../../ui/DialogPanel';
import frameStyles from '../../ui/ModalFrame.module.css';
import { TextInput } from '../../ui/TextInput';
import styles from './ProjectShareDialog.module.css';

type Details = ActionOutput<'my/project/details'>;
type Viewable = Details['viewableBy'];
type InviteRole = 'collaborator' | 'contributor';

const viewChoices: { value: Viewable; label: string; description: string }[] = [
  { value: 'Invite', label: 'Invite only', description: 'Only you and the people you invite.' },
  {
    value: 'Unlisted',
    label: 'Unlisted',
    description: 'Anyone with the link and its view key; not in search engines.',
  },
  { value: 'Public', label: 'Public', description: 'Anyone can find and see the project page.' },
];

const roleText: Record<
  InviteRole,
  { label: string; help: string; call: 'my/project/share' | 'my/project/invite_contributor' }
> = {
  collaborator: {
    label: 'Collaborators',
    help: 'Edit the whole project with you.',
    call: 'my/project/share',
  },
  contributor: {
    label: 'Contributors',
    help: 'Add photos and pages only; they cannot change the rest.',
    call: 'my/project/invite_contributor',
  },
};

const detailsKey = (projectId: number) => ['myProjects', 'details', projectId] as const;

/** Addresses typed one per line or separated by commas or spaces. */
export function emailsFrom(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((part) => part.trim())
        .filter(Boolean),
    ),
  ];
}

/**
 * The editor's Share button and dialog, for the project's owner: who can see the project page
 * (with its link and view key), invitations by mail for collaborators and contributors, the
 * standing invitation link, and the people working on it, each removable.
 */
export function ProjectShareButton({ projectId }: { projectId: number }) {
  return (
    <DialogTrigger>
      <AriaButton className={styles.trigger}>Share</AriaButton>
      <ModalOverlay className={frameStyles.overlay} isDismissable>
        <Modal className={frameStyles.modal} style={{ '--modal-width': '34rem' } as CSSProperties}>
          <ProjectShareDialog projectId={projectId} />
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

export function ProjectShareDialog({ projectId }: { projectId: number }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const details = useQuery({
    queryKey: detailsKey(projectId),
    queryFn: () => api.call('my/project/details', { projectId }),
    // Read afresh each time it opens: people join and leave between two looks.
    refetchOnMount: 'always',
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: detailsKey(projectId) });
  const visibility = useMutation({
    mutationFn: (viewableBy: Viewable) => api.call('my/project/update', { projectId, viewableBy }),
    onSuccess: (updated) => {
      queryClient.setQueryData(detailsKey(projectId), (old: Details | undefined) =>
        old ? { ...old, viewableBy: updated.viewableBy } : old,
      );
    },
  });
  const remove = useMutation({
    mutationFn: (userId: number) =>
      api.call('my/project/remove_contributor', { projectId, userId }),
    onSettled: refresh,
  });
  const project = details.data;
  return (
    <Dialog className={dialogBoxClass}>
      {({ close }) => (
        <DialogContent title={project ? `Share “${project.name}”` : 'Share'} onClose={close}>
          {details.isError ? (
            <Alert inline>{userMessage(details.error)}</Alert>
          ) : !project ? (
            <p className={styles.muted}>Loading…</p>
          ) : project.role !== 'owner' ? (
            <p>Only the project’s owner can share it or invite people.</p>
          ) : (
            <div className={styles.sections}>
              <section aria-labelledby={`${projectId}-view`}>
                <RadioGroup
                  value={project.viewableBy}
                  onChange={(value) => visibility.mutate(value as Viewable)}
                  isDisabled={visibility.isPending}
                  className={choices.radioGroup}
                  aria-labelledby={`${projectId}-view`}
                >
                  <Label id={`${projectId}-view`} className={styles.heading}>
                    Who can see the project page
                  </Label>
                  {viewChoices.map((choice) => (
                    <Radio key={choice.value} value={choice.value} className={choices.radio}>
                      <span>
                        <strong>{choice.label}</strong>
                        <span className={styles.muted}> — {choice.description}</span>
                      </span>
                    </Radio>
                  ))}
                </RadioGroup>
                {visibility.isError ? <Alert inline>{userMessage(visibility.error)}</Alert> : null}
                <PageLink project={project} />
                {project.viewableBy === 'Unlisted' ? <NewViewKey projectId={projectId} /> : null}
              </section>
              <InviteForm projectId={projectId} as="collaborator" onSent={refresh} />
              <InviteForm projectId={projectId} as="contributor" onSent={refresh} />
              <StandingLink projectId={projectId} />
              <section aria-labelledby={`${projectId}-people`}>
                <h3 id={`${projectId}-people`} className={styles.heading}>
                  People on this project
                </h3>
                {project.collaborators.length === 0 ? (
                  <p className={styles.muted}>Nobody yet: only you work on it.</p>
                ) : (
                  <ul className={styles.people}>
                    {project.collaborators.map((person) => (
                      <li key={person.userId}>
                        <span>
                          {person.name}{' '}
                          <span className={styles.muted}>
                            ({person.role === 'collaborator' ? 'collaborator' : 'contributor'})
                          </span>
                        </span>
                        <Button
                          variant="secondary"
                          onPress={() => remove.mutate(person.userId)}
                          isPending={remove.isPending && remove.variables === person.userId}
                          aria-label={`Remove ${person.name}`}
                        >
                          Remove
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
                {remove.isError ? (
                  <Alert inline>{userMessage(remove.error)}</Alert>
                ) : remove.isSuccess ? (
                  <p role="status" className={styles.muted}>
                    Removed; their open editor closed.
                  </p>
                ) : null}
              </section>
            </div>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

/** The project page's address and, for an unlisted project, its view key. */
function PageLink({ project }: { project: Details }) {
  const linkId = useId();
  const keyId = useId();
  if (project.viewableBy === 'Invite') {
    return (
      <p className={styles.muted}>
        The project page is hidden; invite people below to work on it with you.
      </p>
    );
  }
  const unlisted = project.viewableBy === 'Unlisted';
  const origin = typeof window === 'undefined' ? '' : window.location.origin;
  const href = `${origin}${projectPageHref(project, unlisted ? project.viewKey : undefined)}`;
  return (
    <div className={choices.linkFields}>
      <label htmlFor={linkId}>Project page link</label>
      <input id={linkId} readOnly value={href} onFocus={(event) => event.target.select()} />
      {unlisted && project.viewKey ? (
        <>
          <label htmlFor={keyId}>View key</label>
          <input
            id={keyId}
            readOnly
            value={project.viewKey}
            onFocus={(event) => event.target.select()}
          />
        </>
      ) : null}
    </div>
  );
}

/** Replaces the view key: links carrying the old one stop showing the project. */
function NewViewKey({ projectId }: { projectId: number }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const renew = useMutation({
    mutationFn: () => api.call('my/project/update', { projectId, newViewKey: true }),
    onSuccess: (updated) => {
      queryClient.setQueryData(detailsKey(projectId), (old: Details | undefined) =>
        old ? { ...old, viewKey: updated.viewKey } : old,
      );
    },
  });
  return (
    <div>
      <Button variant="secondary" onPress={() => renew.mutate()} isPending={renew.isPending}>
        Make a new view key
      </Button>
      {renew.isError ? (
        <Alert inline>{userMessage(renew.error)}</Alert>
      ) : renew.isSuccess ? (
        <p role="status" className={styles.muted}>
          New view key made: links with the old one no longer show the project.
        </p>
      ) : (
        <p className={styles.muted}>Links with the current key stop working.</p>
      )}
    </div>
  );
}

function InviteForm({
  projectId,
  as: role,
  onSent,
}: {
  projectId: number;
  as: InviteRole;
  onSent: () => void;
}) {
  const api = useApi();
  const [text, setText] = useState('');
  const [sentTo, setSentTo] = useState<string[]>([]);
  const { label, help, call } = roleText[role];
  const send = useMutation({
    mutationFn: (emails: string[]) => api.call(call, { projectId, emails }),
    onSuccess: (_answer, emails) => {
      setSentTo(emails);
      setText('');
      onSent();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const emails = emailsFrom(text);
    if (emails.length > 0) send.mutate(emails);
  };
  return (
    <section aria-label={`Invite ${label.toLowerCase()}`}>
      <Form onSubmit={submit} className={styles.invite}>
        <TextInput
          label={`Invite ${label.toLowerCase()} by e-mail`}
          description={help}
          type="text"
          value={text}
          onChange={setText}
          placeholder="name@example.com, other@example.com"
        />
        <Button type="submit" variant="secondary" isPending={send.isPending}>
          Send {role === 'collaborator' ? 'invitations' : 'contributor invitations'}
        </Button>
      </Form>
      {send.isError ? (
        <Alert inline>{userMessage(send.error)}</Alert>
      ) : sentTo.length > 0 ? (
        <p role="status" className={styles.muted}>
          Invitation sent to {sentTo.join(', ')}.
        </p>
      ) : null}
    </section>
  );
}

/**
 * The project's standing invitation link: anyone signed in who opens it may ask to join. The
 * owner can replace it; the old one then answers that it was replaced.
 */
function StandingLink({ projectId }: { projectId: number }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const linkKey = ['myProjects', 'collaborationLink', projectId] as const;
  const link = useQuery({
    queryKey: linkKey,
    queryFn: () => api.call('my/project/collaboration_link', { projectId }),
  });
  const replace = useMutation({
    mutationFn: () => api.call('my/project/collaboration_link#replace', { projectId }),
    onSuccess: (next) => queryClient.setQueryData(linkKey, next),
  });
  return (
    <section className={choices.linkFields}>
      <label htmlFor={id}>Invitation link for collaborators</label>
      {link.isError ? (
        <Alert inline>{userMessage(link.error)}</Alert>
      ) : (
        <input
          id={id}
          readOnly
          value={link.data?.url ?? 'Loading…'}
          onFocus={(event) => event.target.select()}
        />
      )}
      <Button variant="secondary" onPress={() => replace.mutate()} isPending={replace.isPending}>
        Replace the link
      </Button>
      {replace.isError ? (
        <Alert inline>{userMessage(replace.error)}</Alert>
      ) : replace.isSuccess ? (
        <p role="status" className={styles.muted}>
          Link replaced: the old one no longer lets anyone in.
        </p>
      ) : null}
    </section>
  );
}
