import type { ActionInput, ActionOutput } from '../api/actionTable';

/** What the form sends: only what changed, and the current password when the change needs it. */
export function detailsChanges(
  saved: Pick<ActionOutput<'my/account/details'>, 'email'>,
  form: {
    firstName: string;
    lastName: string;
    email: string;
    acceptsMarketing: boolean;
    newPassword: string;
    currentPassword: string;
  },
): { input: ActionInput<'my/account/update_details'>; needsPassword: boolean } {
  const email = form.email.trim();
  const emailChanged = email.toLowerCase() !== saved.email.toLowerCase();
  const needsPassword = emailChanged || form.newPassword.length > 0;
  const input: ActionInput<'my/account/update_details'> = {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    acceptsMarketing: form.acceptsMarketing,
    ...(email !== saved.email ? { email } : {}),
    ...(form.newPassword ? { newPassword: form.newPassword } : {}),
    // Absent rather than empty, so the server answers with its 'enter your current password' message.
    ...(needsPassword && form.currentPassword ? { currentPassword: form.currentPassword } : {}),
  };
  return { input, needsPassword };
}
