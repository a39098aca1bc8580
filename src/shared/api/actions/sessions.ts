import { z } from 'zod';
import { EMAIL_FREQUENCIES } from '../../catalog/account';
import { defineActions } from '../defineActions';
import { emailInput, emptyInput, okOutput } from '../schemaHelpers';

export const sessionUser = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
});

/** Who the visitor is: signed out there is no user, but always an anonymous id and a CSRF token. */
export const sessionOutput = z.object({
  user: sessionUser.optional(),
  anonymousId: z.string(),
  csrfToken: z.string(),
});

/** 8 to 128 characters (issue 3): argon2 of a longer text buys nothing and costs a lot. */
export const passwordInput = z.string().min(8).max(128);

export const sessionActions = defineActions('sessions', {
  'my/sessions/csrf_token': {
    method: 'GET',
    input: emptyInput,
    output: z.object({ authenticityToken: z.string() }),
  },
  'my/sessions/current': { method: 'GET', input: emptyInput, output: sessionOutput },
  'my/sessions': {
    method: 'POST',
    input: z.object({
      email: z.email(),
      // The sign-up rule here too: a 100 KB "password" is refused before anything hashes it.
      password: passwordInput,
      rememberMe: z.boolean().optional(),
    }),
    output: sessionOutput,
  },
  'my/sessions/current#delete': { method: 'DELETE', input: emptyInput, output: okOutput },
});

const authorizationRequest = {
  clientId: z.string().min(1).max(200),
  redirectUri: z.string().min(1).max(2000),
  state: z.string().min(1).max(500),
  responseType: z.literal('code', { error: 'Only response_type=code is supported.' }),
  codeChallenge: z.string().min(43).max(128),
  // PKCE with S256 only: 'plain' would hand the verifier to anyone who sees the redirect.
  codeChallengeMethod: z.literal('S256', {
    error: 'Only code_challenge_method=S256 is supported.',
  }),
};

export const oauthActions = defineActions('oauth', {
  // Beyond the spec's list: the consent screen checks the request and names the app before asking.
  'oauth2/authorization_request': {
    method: 'GET',
    input: z.object(authorizationRequest),
    output: z.object({ clientName: z.string(), redirectUri: z.string() }),
  },
  // The signed-in user's answer on the consent screen; the redirect carries the code or the refusal.
  'oauth2/authorized_redirect_uri': {
    method: 'POST',
    input: z.object({ ...authorizationRequest, decision: z.enum(['allow', 'deny']) }),
    output: z.object({ redirectUri: z.string() }),
  },
  // OAuth 2 token endpoints take form-encoded bodies (RFC 6749 §4.1.3), so the apps' libraries work.
  'oauth2/access_token': {
    method: 'POST',
    encoding: 'form',
    csrf: 'none',
    input: z.object({
      grantType: z.literal('authorization_code', {
        error: 'Only grant_type=authorization_code is supported.',
      }),
      clientId: z.string().min(1).max(200),
      code: z.string().min(1).max(200),
      codeVerifier: z.string().min(43).max(128),
      redirectUri: z.string().min(1).max(2000),
    }),
    output: z.object({
      accessToken: z.string(),
      tokenType: z.literal('Bearer'),
      expiresIn: z.number().int().positive(),
    }),
  },
});

export const emailFrequency = z.enum(EMAIL_FREQUENCIES);

export const accountDetails = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  emailFrequency,
  acceptsMarketing: z.boolean(),
  createdAt: z.string(),
  /** A new address asked for and mailed a link: the account takes it once the link is followed. */
  pendingEmail: z.string().optional(),
});

export const accountActions = defineActions('accounts', {
  // Verify first (issue 3): the same answer for a new and a taken address; the account is made
  // by users/confirm with the key mailed to a new address.
  users: {
    method: 'POST',
    input: z.object({
      email: z.email(),
      password: passwordInput,
      firstName: z.string().min(1).max(80),
      lastName: z.string().max(80).optional(),
      acceptsMarketing: z.boolean().optional(),
      // Where the emailed link leads after the account is made (the sign-up page's return_to).
      returnTo: z.string().max(2000).optional(),
    }),
    output: okOutput,
  },
  // Beyond the spec's list: the emailed sign-up key creates the account and signs it in.
  'users/confirm': {
    method: 'POST',
    input: z.object({ key: z.string().min(1).max(200) }),
    output: sessionOutput,
  },
  subscriptions: {
    method: 'POST',
    input: z.object({ email: emailInput, source: z.string().max(100).optional() }),
    output: okOutput,
  },
  'account/reset_password/send_email': {
    method: 'POST',
    input: z.object({ email: emailInput }),
    output: okOutput,
  },
  'account/reset_password/change_password': {
    method: 'POST',
    input: z.object({
      key: z.string().min(1),
      userId: z.number().int().positive(),
      password: passwordInput,
    }),
    output: okOutput,
  },
  // The link mailed to a new address (account.confirmEmail): the account takes the address.
  'account/confirm_email': {
    method: 'POST',
    input: z.object({ key: z.string().min(1), userId: z.number().int().positive() }),
    output: z.object({ email: z.string() }),
  },
  'my/account/details': { method: 'GET', input: emptyInput, output: accountDetails },
  'my/account/email_preferences': {
    method: 'GET',
    input: emptyInput,
    output: z.object({ emailFrequency, acceptsMarketing: z.boolean() }),
  },
  'my/account/update_details': {
    method: 'POST',
    // One call for every account setting: the email preferences panel saves emailFrequency here.
    input: z.object({
      firstName: z.string().trim().min(1).max(80).optional(),
      lastName: z.string().trim().max(80).optional(),
      email: emailInput.optional(),
      emailFrequency: emailFrequency.optional(),
      acceptsMarketing: z.boolean().optional(),
      // Needed to change the email or the password, so a borrowed session cannot take the account.
      currentPassword: z.string().min(1).optional(),
      newPassword: passwordInput.optional(),
    }),
    output: accountDetails,
  },
  'my/account/create_jwt_token': {
    method: 'POST',
    input: emptyInput,
    output: z.object({ token: z.string(), expiresAt: z.string() }),
  },
  // Step verify-password of the account deletion: checks the password and mails the link.
  'my/account/delete_account': {
    method: 'POST',
    input: z.object({ password: z.string().min(1) }),
    output: okOutput,
  },
  // Step confirmation: the emailed link's token (evt) and user id (uid).
  'my/account/delete_account_confirmation': {
    method: 'POST',
    input: z.object({ token: z.string().min(1), userId: z.number().int().positive() }),
    output: okOutput,
  },
});

export const consentCategory = z.enum(['essential', 'functional', 'analytics', 'advertising']);

/**
 * The visitor's choice of optional tool categories; essential is always on and so not a field.
 * `decided` is false until the visitor first chose (the banner shows), then only essential runs.
 */
export const privacyConsentState = z.object({
  decided: z.boolean(),
  functional: z.boolean(),
  analytics: z.boolean(),
  advertising: z.boolean(),
  updatedAt: z.string().optional(),
});

export const privacyActions = defineActions('privacy', {
  tools: {
    method: 'GET',
    input: emptyInput,
    output: z.object({
      items: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          category: consentCategory,
          description: z.string().optional(),
        }),
      ),
    }),
  },
  // Beyond the spec's list: the current choice, for the page (server render) and other devices.
  'my/privacy_consent': { method: 'GET', input: emptyInput, output: privacyConsentState },
  'my/privacy_consent/update_consent': {
    method: 'PUT',
    // Strict: `essential: false` is a mistake to report, not a wish to drop silently.
    input: z.strictObject({
      functional: z.boolean(),
      analytics: z.boolean(),
      advertising: z.boolean(),
    }),
    output: privacyConsentState,
  },
});
