import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_DELETION_STEPS,
  CARD_BRANDS,
  EMAIL_FREQUENCIES,
  MY_ACCOUNT_PANELS,
  nextAccountDeletionStep,
} from './account';

describe('account enumerations (spec §2, §3, §4)', () => {
  it('pins card brands and email frequencies', () => {
    expect(CARD_BRANDS).toEqual(['Visa', 'Master', 'Amex', 'Discover', 'Generic']);
    expect(EMAIL_FREQUENCIES).toEqual(['never', 'daily', 'weekly', 'monthly', 'announcements']);
  });

  it('pins the my-account panels', () => {
    expect(MY_ACCOUNT_PANELS).toEqual([
      'orders',
      'details',
      'email_preferences',
      'addresses',
      'credit_cards',
    ]);
  });

  it('walks the account deletion steps in order', () => {
    expect(ACCOUNT_DELETION_STEPS).toEqual([
      'email-settings',
      'verify-password',
      'confirmation-sent',
      'confirmation',
    ]);
    expect(nextAccountDeletionStep('email-settings')).toBe('verify-password');
    expect(nextAccountDeletionStep('confirmation-sent')).toBe('confirmation');
    expect(nextAccountDeletionStep('confirmation')).toBeUndefined();
  });
});
