/** The rule of spec issue 3 (passwordInput on the server), in words and in numbers for the form. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const passwordRule = `${PASSWORD_MIN} to ${PASSWORD_MAX} characters.`;

/** Field errors the browser can find before asking the server, keyed by field name. */
export function newPasswordErrors(password: string, confirmation: string): Record<string, string> {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    return { password: `Use ${passwordRule.toLowerCase()}` };
  }
  if (password !== confirmation) return { confirmation: 'The two passwords are not the same.' };
  return {};
}
