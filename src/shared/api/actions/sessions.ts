import { z } from 'zod';
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

export const passwordInput = z.string().min(8).max(200);

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
      password: z.string().min(1),
      rememberMe: z.boolean().optional(),
    }),
    output: sessionOutput,
  },
  'my/sessions/current#delete': { method: 'DELETE', input: emptyInput, output: okOutput },
});

export const oauthActions = defineActions('oauth', {
  'oauth2/authorized_redirect_uri': {
    method: 'POST',
    input: z.object({
      clientId: z.string().min(1),
      redirectUri: z.string().min(1),
      state: z.string().min(1),
      responseType: z.literal('code'),
      codeChallenge: z.string().min(43).max(128),
      codeChallengeMethod: z.enum(['S256', 'plain']),
    }),
    output: z.object({ redirectUri: z.string() }),
  },
  // OAuth 2 token endpoints take form-encoded bodies (RFC 6749 §4.1.3), so the apps' libraries work.
  'oauth2/access_token': {
    method: 'POST',
    encoding: 'form',
    input: z.object({
      grantType: z.enum(['authorization_code', 'refresh_token']),
      clientId: z.string().min(1),
      code: z.string().optional(),
      codeVerifier: z.string().optional(),
      redirectUri: z.string().optional(),
      refreshToken: z.string().optional(),
    }),
    output: z.object({
      accessToken: z.string(),
      tokenType: z.literal('Bearer'),
      expiresIn: z.number().int().positive(),
      refreshToken: z.string().optional(),
    }),
  },
});

export const emailFrequency = z.enum(['never', 'daily', 'weekly', 'monthly', 'announcements']);

export const accountDetails = z.object({
  id: z.number().int().positive(),
  email: z.string(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  emailFrequency,
  createdAt: z.string(),
});

export const accountActions = defineActions('accounts', {
  users: {
    method: 'POST',
    input: z.object({
      email: z.email(),
      password: passwordInput,
      firstName: z.string().min(1).max(80),
      lastName: z.string().max(80).optional(),
      acceptsMarketing: z.boolean().optional(),
    }),
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
  'my/account/details': { method: 'GET', input: emptyInput, output: accountDetails },
  'my/account/email_preferences': {
    method: 'GET',
    input: emptyInput,
    output: z.object({ emailFrequency }),
  },
  'my/account/update_details': {
    method: 'POST',
    input: z.object({
      firstName: z.string().min(1).max(80).optional(),
      lastName: z.string().max(80).optional(),
      email: emailInput.optional(),
      emailFrequency: emailFrequency.optional(),
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
  'my/privacy_consent/update_consent': {
    method: 'PUT',
    input: z.object({
      functional: z.boolean(),
      analytics: z.boolean(),
      advertising: z.boolean(),
    }),
    output: z.object({
      functional: z.boolean(),
      analytics: z.boolean(),
      advertising: z.boolean(),
      updatedAt: z.string(),
    }),
  },
});
