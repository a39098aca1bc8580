/** Saved credit card brands (spec §3); Generic covers every other brand. */
export const CARD_BRANDS = ['Visa', 'Master', 'Amex', 'Discover', 'Generic'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** How often the shop may email a user (spec §3). */
export const EMAIL_FREQUENCIES = ['never', 'daily', 'weekly', 'monthly', 'announcements'] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number];

/** Panels of /my_account (spec §2). */
export const MY_ACCOUNT_PANELS = [
  'orders',
  'details',
  'email_preferences',
  'addresses',
  'credit_cards',
] as const;
export type MyAccountPanel = (typeof MY_ACCOUNT_PANELS)[number];

/** Account deletion steps in order (spec §4); the last is reached from the emailed link. */
export const ACCOUNT_DELETION_STEPS = [
  'email-settings',
  'verify-password',
  'confirmation-sent',
  'confirmation',
] as const;
export type AccountDeletionStep = (typeof ACCOUNT_DELETION_STEPS)[number];

/** The step after the given one; undefined after the last. */
export function nextAccountDeletionStep(
  step: AccountDeletionStep,
): AccountDeletionStep | undefined {
  return ACCOUNT_DELETION_STEPS[ACCOUNT_DELETION_STEPS.indexOf(step) + 1];
}
