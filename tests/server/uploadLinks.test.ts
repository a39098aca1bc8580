import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { albumPhotos, albums, photos } from '../../src/server/db/schema/photos';
import { projectPhotos, projects } from '../../src/server/db/schema/projects';
import { GUEST_UPLOAD_HEADER } from '../../src/shared/uploadLinks/linkSignature';
import { jpegWithExif, sha256Hex, signedInUser, TUS_URL } from './support/photoFixtures';
import { startTestServer, TestAgent, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function projectOf(ownerId: number, name = 'Summer book') {
  const [row] = await server.database.db
    .insert(projects)
    .values({ ownerId, name })
    .returning({ id: projects.id });
  return row!.id;
}

/** The id and signature segments of a link the server answered with. */
function segmentsOf(url: string) {
  const parsed = new URL(url);
  const parts = parsed.pathname.split('/');
  return { id: Number(parts.at(-2)), signature: parts.at(-1)!, query: parsed.searchParams };
}

function metadataHeader(metadata: Record<string, string>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** A guest's tus upload: no cookie, no CSRF token, only the upload session key. */
async function guestUpload(key: string, content: Buffer, sessionId = key) {
  const created = await server.app.inject({
    method: 'POST',
    url: TUS_URL,
    headers: {
      'tus-resumable': '1.0.0',
      [GUEST_UPLOAD_HEADER]: key,
      'upload-length': String(content.length),
      'upload-metadata': metadataHeader({
        filename: 'party.jpg',
        filetype: 'image/jpeg',
        sha256: sha256Hex(content),
        upload_session_id: sessionId,
      }),
    },
  });
  if (created.statusCode !== 201) return { created, finished: created, location: '' };
  const location = created.headers.location as string;
  const finished = await server.app.inject({
    method: 'PATCH',
    url: location,
    payload: content,
    headers: {
      'tus-resumable': '1.0.0',
      [GUEST_UPLOAD_HEADER]: key,
      'upload-offset': '0',
      'content-type': 'application/offset+octet-stream',
    },
  });
  return { created, finished, location };
}

describe('phone upload links', () => {
  it('gives the owner a signed link to their library that opens a guest upload session', async () => {
    const owner = await signedInUser(server.app, server.database.db);
    const answer = await owner.agent.get('/api/v2/my/friends/photo_upload_qr_code_link');
    expect(answer.statusCode, answer.body).toBe(200);
    const { url, expires_at } = answer.json();
    expect(url).toMatch(/\/mobile\/upload\/projects\/\d+\/l\.[0-9a-z]+\.[\w-]{43}\?type=library$/);
    expect(new Date(expires_at).getTime()).toBeGreaterThan(server.clock.now.getTime());
    const { id, signature } = segmentsOf(url);
    expect(id).toBe(owner.id);

    const phone = new TestAgent(server.app);
    const opened = await phone.get(
      `/api/v2/pages/mobile_upload?project_or_user_id=${id}&signature=${signature}`,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      target: 'library',
      owner_name: 'Pat',
      upload_url: `${TUS_URL}/`,
    });
    expect(opened.json().upload_session_id.length).toBeGreaterThanOrEqual(32);
  });

  it('refuses a tampered link with 403 and an expired one with 410, saying to ask for a new one', async () => {
    const owner = await signedInUser(server.app, server.database.db);
    const { url } = (await owner.agent.get('/api/v2/my/friends/photo_upload_qr_code_link')).json();
    const { id, signature } = segmentsOf(url);
    const phone = new TestAgent(server.app);
    const open = (i: number, s: string) =>
      phone.get(`/api/v2/pages/mobile_upload?project_or_user_id=${i}&signature=${s}`);

    const otherId = await open(id + 1, signature);
    expect(otherId.statusCode).toBe(403);
    expect(otherId.json().error).toMatchObject({ code: 'upload_link_invalid' });
    expect(otherId.json().error.message).toMatch(/new link/);
    const asProject = await open(id, `p${signature.slice(1)}`);
    expect(asProject.statusCode).toBe(403);
    const junk = await open(id, 'not-a-signature');
    expect(junk.statusCode).toBe(403);

    const saved = server.clock.now;
    server.clock.now = new Date(saved.getTime() + 25 * 60 * 60 * 1000);
    try {
      const expired = await open(id, signature);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().error).toMatchObject({ code: 'upload_link_expired' });
    } finally {
      server.clock.now = saved;
    }
  });

  it("answers 404 for someone else's project, and 401 when signed out", async () => {
    const owner = await signedInUser(server.app, server.database.db);
    const stranger = await signedInUser(server.app, server.database.db);
    const projectId = await projectOf(owner.id);
    const theirs = await stranger.agent.get(
      `/api/v2/my/friends/photo_upload_qr_code_link?project_id=${projectId}`,
    );
    expect(theirs.statusCode).toBe(404);
    const friends = await stranger.agent.get(
      `/api/v2/my/project/photo_friends_upload_url?project_id=${projectId}`,
    );
    expect(friends.statusCode).toBe(404);
    const mail = await stranger.agent.send(
      'POST',
      `/api/v2/my/projects/${projectId}/email_upload_link`,
      { email: 'x@example.com' },
    );
    expect(mail.statusCode).toBe(404);
    const guest = new TestAgent(server.app);
    expect((await guest.get('/api/v2/my/friends/photo_upload_qr_code_link')).statusCode).toBe(401);
  });

  it('puts a phone upload into the project and the library, with no creator', async () => {
    const owner = await signedInUser(server.app, server.database.db);
    const projectId = await projectOf(owner.id, 'Grandma at 90');
    const { url } = (
      await owner.agent.get(`/api/v2/my/friends/photo_upload_qr_code_link?project_id=${projectId}`)
    ).json();
    const { id, signature, query } = segmentsOf(url);
    expect(id).toBe(projectId);
    expect(query.get('type')).toBe('project');
    const phone = new TestAgent(server.app);
    const opened = (
      await phone.get(`/api/v2/pages/mobile_upload?project_or_user_id=${id}&signature=${signature}`)
    ).json();
    expect(opened).toMatchObject({ target: 'project', project_name: 'Grandma at 90' });

    const content = await jpegWithExif({ seed: 501 });
    const { finished } = await guestUpload(opened.upload_session_id, content);
    expect(finished.statusCode, finished.body).toBe(204);
    const photoId = Number(finished.headers['photo-id']);
    const [photo] = await server.database.db.select().from(photos).where(eq(photos.id, photoId));
    expect(photo).toMatchObject({ ownerId: owner.id, creatorId: null });
    const inProject = await server.database.db
      .select()
      .from(projectPhotos)
      .where(and(eq(projectPhotos.projectId, projectId), eq(projectPhotos.photoId, photoId)));
    expect(inProject).toHaveLength(1);
    // The owner sees it in their library.
    const mine = await owner.agent.get(`/api/v2/my/photos/${photoId}`);
    expect(mine.statusCode).toBe(200);
  });

  it('refuses a guest key that is unknown or expired, and one session touching another', async () => {
    const owner = await signedInUser(server.app, server.database.db);
    const { url } = (await owner.agent.get('/api/v2/my/friends/photo_upload_qr_code_link')).json();
    const { id, signature } = segmentsOf(url);
    const openSession = async () =>
      (
        await new TestAgent(server.app).get(
          `/api/v2/pages/mobile_upload?project_or_user_id=${id}&signature=${signature}`,
        )
      ).json().upload_session_id as string;
    const first = await openSession();
    const second = await openSession();
    const content = await jpegWithExif({ seed: 502 });

    const unknown = await guestUpload('made-up-key-made-up-key-made-up', content);
    expect(unknown.created.statusCode).toBe(410);
    // A key naming another session in its metadata is refused before any byte.
    const crossed = await guestUpload(first, content, second);
    expect(crossed.created.statusCode).toBe(403);

    const created = await server.app.inject({
      method: 'POST',
      url: TUS_URL,
      headers: {
        'tus-resumable': '1.0.0',
        [GUEST_UPLOAD_HEADER]: first,
        'upload-length': String(content.length),
        'upload-metadata': metadataHeader({
          filename: 'a.jpg',
          filetype: 'image/jpeg',
          sha256: sha256Hex(content),
          upload_session_id: first,
        }),
      },
    });
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    const tusHead = (key: string) =>
      server.app.inject({
        method: 'HEAD',
        url: location,
        headers: { 'tus-resumable': '1.0.0', [GUEST_UPLOAD_HEADER]: key },
      });
    expect((await tusHead(first)).statusCode).toBe(200);
    expect((await tusHead(second)).statusCode).toBe(404);
    const patchBySecond = await server.app.inject({
      method: 'PATCH',
      url: location,
      payload: content,
      headers: {
        'tus-resumable': '1.0.0',
        [GUEST_UPLOAD_HEADER]: second,
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
    });
    expect(patchBySecond.statusCode).toBe(404);

    const saved = server.clock.now;
    server.clock.now = new Date(saved.getTime() + 25 * 60 * 60 * 1000);
    try {
      expect((await tusHead(first)).statusCode).toBe(410);
    } finally {
      server.clock.now = saved;
    }
  });
});

describe('photo friends', () => {
  it('names the owner, makes one guest album per friend, and files the upload there', async () => {
    const owner = await signedInUser(server.app, server.database.db);
    const link = await owner.agent.get('/api/v2/my/project/photo_friends_upload_url');
    expect(link.statusCode, link.body).toBe(200);
    const { id, signature, query } = segmentsOf(link.json().url);
    expect(query.get('name')).toBe('Pat');
    expect(query.get('uploadSource')).toBe('link');

    const friend = new TestAgent(server.app);
    const creator = await friend.get(
      `/api/v2/my/friends/project_creator_name?project_id=${id}&signature=${signature}`,
    );
    expect(creator.statusCode, creator.body).toBe(200);
    expect(creator.json()).toMatchObject({ name: 'Pat', target: 'library' });

    const create = () =>
      friend.send('POST', '/api/v2/my/friends/create_guest_album', {
        project_id: id,
        signature,
        name: '  Ana  María ',
      });
    const [a, b] = await Promise.all([create(), create()]);
    expect(a.statusCode, a.body).toBe(200);
    expect(b.json().album_id).toBe(a.json().album_id);
    const again = await friend.send('POST', '/api/v2/my/friends/create_guest_album', {
      project_id: id,
      signature,
      name: 'ana maría',
    });
    expect(again.json().album_id).toBe(a.json().album_id);
    const albumId = a.json().album_id as number;
    const [album] = await server.database.db.select().from(albums).where(eq(albums.id, albumId));
    expect(album).toMatchObject({
      ownerId: owner.id,
      guestName: 'Ana María',
      name: 'Photos from Ana María',
    });

    const content = await jpegWithExif({ seed: 601 });
    const { finished } = await guestUpload(a.json().upload_session_id, content);
    expect(finished.statusCode, finished.body).toBe(204);
    const photoId = Number(finished.headers['photo-id']);
    const filed = await server.database.db
      .select()
      .from(albumPhotos)
      .where(eq(albumPhotos.albumId, albumId));
    expect(filed.map((row) => row.photoId)).toEqual([photoId]);
    const listed = await owner.agent.get(`/api/v2/my/photos?album_id=${albumId}`);
    expect(listed.json().items.map((p: { id: number }) => p.id)).toEqual([photoId]);
  });

  it('refuses a guest album for a tampered link', async () => {
    const owner = await signedInUser(server.app, server.database.db);
    const { id, signature } = segmentsOf(
      (await owner.agent.get('/api/v2/my/project/photo_friends_upload_url')).json().url,
    );
    const friend = new TestAgent(server.app);
    const forged = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const answer = await friend.send('POST', '/api/v2/my/friends/create_guest_album', {
      project_id: id,
      signature: forged,
      name: 'Mallory',
    });
    expect(answer.statusCode).toBe(403);
    const rows = await server.database.db.select().from(albums).where(eq(albums.ownerId, owner.id));
    expect(rows).toHaveLength(0);
  });
});

describe('links of a deleted project', () => {
  it('stop taking uploads into the owner’s library, sessions opened before included', async () => {
    const owner = await signedInUser(server.app, server.database.db);
    const projectId = await projectOf(owner.id, 'Deleted book');
    const phoneLink = await owner.agent.get(
      `/api/v2/my/friends/photo_upload_qr_code_link?project_id=${projectId}`,
    );
    const friendsLink = await owner.agent.get(
      `/api/v2/my/project/photo_friends_upload_url?project_id=${projectId}`,
    );
    expect(friendsLink.statusCode, friendsLink.body).toBe(200);
    const phone = segmentsOf(phoneLink.json().url);
    const friends = segmentsOf(friendsLink.json().url);
    const guest = new TestAgent(server.app);
    const opened = await guest.get(
      `/api/v2/pages/mobile_upload?project_or_user_id=${phone.id}&signature=${phone.signature}`,
    );
    expect(opened.statusCode, opened.body).toBe(200);
    const album = await guest.send('POST', '/api/v2/my/friends/create_guest_album', {
      project_id: friends.id,
      signature: friends.signature,
      name: 'Ana',
    });
    expect(album.statusCode, album.body).toBe(200);

    const deleted = await owner.agent.send('POST', '/api/v2/my/project/delete', {
      project_id: projectId,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const photosBefore = await server.database.db
      .select({ id: photos.id })
      .from(photos)
      .where(eq(photos.ownerId, owner.id));

    // The links themselves: gone, as for a project that no longer exists.
    const phoneAgain = await guest.get(
      `/api/v2/pages/mobile_upload?project_or_user_id=${phone.id}&signature=${phone.signature}`,
    );
    expect(phoneAgain.statusCode).toBe(410);
    expect(phoneAgain.json().error.code).toBe('upload_link_gone');
    const albumAgain = await guest.send('POST', '/api/v2/my/friends/create_guest_album', {
      project_id: friends.id,
      signature: friends.signature,
      name: 'Ben',
    });
    expect(albumAgain.statusCode).toBe(410);
    const creator = await guest.get(
      `/api/v2/my/friends/project_creator_name?project_id=${friends.id}&signature=${friends.signature}`,
    );
    expect(creator.statusCode).toBe(410);
    // The sessions they opened before: no upload starts, and nothing reaches the library.
    for (const key of [opened.json().upload_session_id, album.json().upload_session_id]) {
      const { created } = await guestUpload(key, await jpegWithExif({ seed: 701 }));
      expect(created.statusCode, created.body).toBe(410);
    }
    const photosAfter = await server.database.db
      .select({ id: photos.id })
      .from(photos)
      .where(eq(photos.ownerId, owner.id));
    expect(photosAfter).toEqual(photosBefore);
  });
});

describe('link mails', () => {
  it('mails the friends link and the phone link, and limits how many a sender sends', async () => {
    const owner = await signedInUser(server.app, server.database.db);
    const projectId = await projectOf(owner.id, 'Wedding');
    const before = server.mail.length;
    const friends = await owner.agent.send('POST', '/api/v2/my/friends/send_link_to_email', {
      email: 'friend@example.com',
    });
    expect(friends.statusCode, friends.body).toBe(200);
    const phone = await owner.agent.send(
      'POST',
      `/api/v2/my/projects/${projectId}/email_upload_link`,
      { email: 'me@example.com' },
    );
    expect(phone.statusCode, phone.body).toBe(200);
    // The mails go out after the answers (in the background).
    await expect.poll(() => server.mail.length - before).toBe(2);
    const sent = server.mail.slice(before);
    expect(sent.map((m) => m.to)).toEqual(['friend@example.com', 'me@example.com']);
    expect(sent[0]!.subject).toBe('Pat asks you for photos');
    expect(sent[0]!.text).toMatch(
      /\/my\/friends\/upload\/\d+\/l\.[\w.-]+\?name=Pat&uploadSource=email/,
    );
    expect(sent[1]!.text).toMatch(
      new RegExp(`/mobile/upload/projects/${projectId}/p\\.[\\w.-]+\\?type=project`),
    );
    expect(sent[1]!.text).toMatch(/Wedding/);

    let last = phone;
    for (let i = 0; i < 20 && last.statusCode !== 429; i++) {
      last = await owner.agent.send('POST', '/api/v2/my/friends/send_link_to_email', {
        email: 'friend@example.com',
        link: 'mobile',
      });
    }
    expect(last.statusCode).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
  });
});
