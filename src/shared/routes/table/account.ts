import { p, q } from '../paramSpecs';
import { accountDeleteSteps, myAccountPanels } from '../queryEnums';
import { defineRoutes } from '../routeDef';

const oauthQuery = {
  clientId: q.string('client_id', 'required'),
  redirectUri: q.string('redirect_uri', 'required'),
  state: q.string('state', 'required'),
  responseType: q.string('response_type', 'required'),
  codeChallenge: q.string('code_challenge', 'required'),
  codeChallengeMethod: q.string('code_challenge_method', 'required'),
};

/** Account and authentication (spec §2). */
export const accountRoutes = defineRoutes({
  'account.login': { path: '/account/login', query: { returnTo: q.string('return_to') } },
  'account.signup': {
    path: '/account/signup',
    // key: the emailed sign-up key that finishes creating the account.
    query: { returnTo: q.string('return_to'), key: q.string('key') },
  },
  'account.resetPassword': {
    path: '/account/reset_password',
    query: { key: q.string('key'), uid: q.integer('uid') },
  },
  // The link mailed to a new address: following it makes it the account's address.
  'account.confirmEmail': {
    path: '/account/confirm_email',
    query: { key: q.string('key'), uid: q.integer('uid') },
  },
  'account.authEditor': { path: '/account/auth_editor', query: { returnTo: q.string('returnTo') } },
  'account.specifyEmail': {
    path: '/account/specify-email',
    query: { provider: q.string('provider', 'required'), error: q.string('error') },
  },
  'oauth.authorize': { path: '/oauth2/authorize', query: oauthQuery },
  'oauth.authorizeApp': { path: '/oauth2/authorize/:app/:appVersion', query: oauthQuery },
  claimOffer: {
    path: '/claim-offer',
    query: { couponCode: q.string('coupon_code', 'required'), returnTo: q.string('return_to') },
  },
  'collaborate.create': {
    path: '/create/collaborate',
    query: { key: q.string('key'), siid: q.integer('siid') },
  },
  invitePurchase: { path: '/invite/purchase/:code' },
  inviteRequests: { path: '/home/invite_requests', query: { ck: q.string('ck') } },
  myAccount: { path: '/my_account', query: { panel: q.enumeration('panel', myAccountPanels) } },
  accountDelete: {
    path: '/account-delete/:step',
    params: { step: p.enumeration(accountDeleteSteps) },
    query: { evt: q.string('evt'), uid: q.integer('uid') },
  },
});
