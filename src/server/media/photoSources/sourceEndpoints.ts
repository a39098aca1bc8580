import type { PhotoSource } from '../../../shared/catalog/photoSources';

/** Where a photo source's API and its sign-in page are, and who we are to it. */
export interface SourceEndpoints {
  apiUrl: string;
  /** Dropbox-style services serve file bytes from a host of their own. */
  contentUrl: string;
  authorizeUrl: string;
  clientId: string;
}

/** The real kind of host for each source; the env can point any of them elsewhere (tests, staging). */
const DEFAULTS: Record<string, { api: string; authorize: string; content?: string }> = {
  social: {
    api: 'https://graph.facebook.com/v19.0',
    authorize: 'https://www.facebook.com/v19.0/dialog/oauth',
  },
  'photo-hosting': {
    api: 'https://api.flickr.com',
    authorize: 'https://www.flickr.com/services/oauth/authorize',
  },
  'cloud-photos': {
    api: 'https://photoslibrary.googleapis.com',
    authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
  },
  'photo-sharing': {
    api: 'https://graph.instagram.com',
    authorize: 'https://api.instagram.com/oauth/authorize',
  },
  'cloud-drive': {
    api: 'https://api.dropboxapi.com',
    authorize: 'https://www.dropbox.com/oauth2/authorize',
    content: 'https://content.dropboxapi.com',
  },
};

const envName = (source: PhotoSource, suffix: string) =>
  `PHOTO_SOURCE_${source.path.toUpperCase().replace(/-/g, '_')}_${suffix}`;
const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Read at call time, so a test's fake service or a staging host applies to the server, its jobs
 * and its connect flow alike: PHOTO_SOURCE_{PATH}_URL moves the API (and, unless set on its own
 * with _AUTHORIZE_URL / _CONTENT_URL, the sign-in page and the content host with it).
 */
export function sourceEndpoints(
  source: PhotoSource,
  env: NodeJS.ProcessEnv = process.env,
): SourceEndpoints {
  const defaults = DEFAULTS[source.path];
  if (!defaults) throw new Error(`${source.name} cannot be connected.`);
  const moved = env[envName(source, 'URL')];
  const apiUrl = trimSlash(moved || defaults.api);
  return {
    apiUrl,
    contentUrl: trimSlash(
      env[envName(source, 'CONTENT_URL')] || (moved ? apiUrl : (defaults.content ?? apiUrl)),
    ),
    authorizeUrl:
      env[envName(source, 'AUTHORIZE_URL')] ||
      (moved ? `${apiUrl}/oauth/authorize` : defaults.authorize),
    clientId: env[envName(source, 'CLIENT_ID')] || 'printshop',
  };
}
