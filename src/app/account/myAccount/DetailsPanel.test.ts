import { describe, expect, it } from 'vitest';
import { detailsChanges } from './DetailsPanel';

const saved = {
  id: 1,
  email: 'ada@example.com',
  firstName: 'Ada',
  emailFrequency: 'weekly' as const,
  acceptsMarketing: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const form = {
  firstName: 'Ada',
  lastName: '',
  email: 'ada@example.com',
  acceptsMarketing: false,
  newPassword: '',
  currentPassword: '',
};

describe('detailsChanges', () => {
  it('needs no password for a name change and sends no email', () => {
    const { input, needsPassword } = detailsChanges(saved, { ...form, firstName: ' Grace ' });
    expect(needsPassword).toBe(false);
    expect(input).toEqual({ firstName: 'Grace', lastName: '', acceptsMarketing: false });
  });

  it('asks for the current password when the email or the password changes', () => {
    const email = detailsChanges(saved, {
      ...form,
      email: 'new@example.com',
      currentPassword: 'x',
    });
    expect(email.needsPassword).toBe(true);
    expect(email.input).toMatchObject({ email: 'new@example.com', currentPassword: 'x' });
    const password = detailsChanges(saved, { ...form, newPassword: 'a new secret' });
    expect(password.needsPassword).toBe(true);
    expect(password.input).toMatchObject({ newPassword: 'a new secret' });
    expect(password.input).not.toHaveProperty('currentPassword');
  });

  it('sends a change of case of the email without asking for the password', () => {
    const { input, needsPassword } = detailsChanges(saved, { ...form, email: 'Ada@Example.com' });
    expect(needsPassword).toBe(false);
    expect(input.email).toBe('Ada@Example.com');
  });
});
