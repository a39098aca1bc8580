/*
 * Password reset links live in the accounts area's tables; the password reset area stores,
 * checks and spends them through here.
 */
export { insertResetToken, isLiveToken, spendResetLink, tokenExists } from './resetLinks.repo';
