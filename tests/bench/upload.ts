/**
 * Uploads over a bad line: a 20 MB photo sent with tus-js-client (as the upload panel configures
 * it) through a local TCP proxy that cuts the connection every time another 2 MB of upload body
 * has passed, beside the same upload through the proxy with no cuts (the baseline). The proxy
 * reads the HTTP requests going through it, so "bytes sent" is upload body that crossed the line
 * and "re-sent" is what crossed it more than once. Target: re-sent under one chunk per cut. A
 * third row sends 1 MB chunks instead, to weigh the app's chunk size (UPLOAD_CHUNK_BYTES).
 */
import { randomBytes } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import sharp from 'sharp';
import { Upload } from 'tus-js-client';
import { RETRY_DELAYS, UPLOAD_CHUNK_BYTES } from '../../src/app/photos/upload/tusTransfer';
import { sha256OfBuffer } from '../../src/server/media/photos/uploadRules';

const CUT_EVERY = 2 * 1024 * 1024;
const MB = 1024 * 1024;

interface LineStats {
  /** Upload body bytes (PATCH payload) that crossed the proxy towards the server. */
  bodyBytes: number;
  requests: number;
  cuts: number;
}

/**
 * A proxy that follows the requests on each connection (headers, then Content-Length bytes of
 * body) and, when `cutEvery` is set, forwards body up to the next multiple of it and then drops
 * both sides of the connection, as a phone does going into a tunnel.
 */
function cuttingProxy(target: URL, cutEvery?: number) {
  const stats: LineStats = { bodyBytes: 0, requests: 0, cuts: 0 };
  let nextCut = cutEvery ?? Number.POSITIVE_INFINITY;
  const server: Server = createServer((client: Socket) => {
    const upstream = connect(Number(target.port), target.hostname);
    let head = Buffer.alloc(0);
    let bodyLeft = 0;
    const drop = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop);
    upstream.on('error', drop);
    upstream.on('close', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.pipe(client);
    client.on('data', (data: Buffer) => {
      let rest = data;
      while (rest.length > 0) {
        if (bodyLeft > 0) {
          const room = nextCut - stats.bodyBytes;
          const take = Math.min(bodyLeft, rest.length, room);
          upstream.write(rest.subarray(0, take));
          stats.bodyBytes += take;
          bodyLeft -= take;
          rest = rest.subarray(take);
          if (stats.bodyBytes >= nextCut) {
            stats.cuts += 1;
            nextCut += cutEvery!;
            // Let what was forwarded reach the server before the line goes dead.
            upstream.end(() => client.destroy());
            client.pause();
            return;
          }
          continue;
        }
        head = Buffer.concat([head, rest]);
        const end = head.indexOf('\r\n\r\n');
        if (end < 0) return;
        const headers = head.subarray(0, end + 4);
        upstream.write(headers);
        stats.requests += 1;
        const length = /\r\ncontent-length:\s*(\d+)/i.exec(headers.toString('latin1'));
        bodyLeft = length ? Number(length[1]) : 0;
        rest = head.subarray(end + 4);
        head = Buffer.alloc(0);
      }
    });
  });
  return {
    stats,
    listen: () =>
      new Promise<string>((resolve) =>
        server.listen(0, '127.0.0.1', () => {
          const address = server.address();
          resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
        }),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A PNG of noise stored without compression: ~20 MB that is still a picture the server accepts. */
async function photoOfSize(bytes: number, seed: number): Promise<Buffer> {
  const edge = Math.floor(Math.sqrt(bytes / 3));
  const pixels = randomBytes(edge * edge * 3);
  pixels[0] = seed;
  return sharp(pixels, { raw: { width: edge, height: edge, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

interface SignedIn {
  cookie: string;
  csrf: string;
}

async function signIn(shopUrl: string): Promise<SignedIn> {
  const jar = new Map<string, string>();
  const keep = (response: Response) => {
    for (const c of response.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const current = await fetch(`${shopUrl}/api/v2/my/sessions/current`);
  keep(current);
  const { csrf_token } = (await current.json()) as { csrf_token: string };
  const response = await fetch(`${shopUrl}/api/v2/my/sessions`, {
    method: 'POST',
    headers: { cookie: cookie(), 'content-type': 'application/json', 'x-csrf-token': csrf_token },
    body: JSON.stringify({ email: 'demo@printshop.test', password: 'demo-printshop' }),
  });
  if (!response.ok) throw new Error(`signing in the demo account answered ${response.status}`);
  keep(response);
  const body = (await response.json()) as { csrf_token: string };
  return { cookie: cookie(), csrf: body.csrf_token };
}

export interface UploadRow {
  name: string;
  chunk: number;
  size: number;
  bodyBytes: number;
  resent: number;
  cuts: number;
  requests: number;
  ms: number;
}

async function uploadThrough(
  shopUrl: string,
  who: SignedIn,
  name: string,
  file: Buffer,
  cutEvery?: number,
  chunk = UPLOAD_CHUNK_BYTES,
): Promise<UploadRow> {
  const proxy = cuttingProxy(new URL(shopUrl), cutEvery);
  const proxyUrl = await proxy.listen();
  const started = performance.now();
  try {
    const photoId = await new Promise<string>((resolve, reject) => {
      const upload = new Upload(file, {
        endpoint: `${proxyUrl}/api/v2/uploads/`,
        metadata: { filename: `${name}.png`, filetype: 'image/png', sha256: sha256OfBuffer(file) },
        headers: { cookie: who.cookie, 'x-csrf-token': who.csrf },
        chunkSize: chunk,
        retryDelays: RETRY_DELAYS,
        storeFingerprintForResuming: false,
        onSuccess: ({ lastResponse }) => resolve(lastResponse.getHeader('Photo-Id') ?? ''),
        onError: reject,
      });
      upload.start();
    });
    if (!photoId) throw new Error(`${name}: the server named no photo`);
  } finally {
    await proxy.close();
  }
  const { stats } = proxy;
  return {
    name,
    chunk,
    size: file.length,
    bodyBytes: stats.bodyBytes,
    resent: stats.bodyBytes - file.length,
    cuts: stats.cuts,
    requests: stats.requests,
    ms: performance.now() - started,
  };
}

const sizeOf = (bytes: number) =>
  Number.isFinite(bytes) ? `${(bytes / MB).toFixed(1)} MB` : 'whole file';

export async function benchUpload(shopUrl: string): Promise<UploadRow[]> {
  const who = await signIn(shopUrl);
  // Different pictures of one size: the library refuses the same bytes twice.
  const size = 20 * MB;
  const cutsLabel = `cut every ${CUT_EVERY / MB} MB`;
  const rows = [
    await uploadThrough(shopUrl, who, 'no cuts (baseline)', await photoOfSize(size, 1)),
    await uploadThrough(shopUrl, who, cutsLabel, await photoOfSize(size, 2), CUT_EVERY),
    // The alternative to one PATCH per file: 1 MB requests, each a round trip of its own.
    await uploadThrough(
      shopUrl,
      who,
      `${cutsLabel}, 1 MB chunks`,
      await photoOfSize(size, 3),
      CUT_EVERY,
      MB,
    ),
  ];
  const base = rows[0]!;
  console.log(
    `\nUpload of a ${sizeOf(base.size)} photo over tus (tus-js-client, retry delays ${RETRY_DELAYS.join('/')} ms) through a TCP proxy on loopback\n`,
  );
  console.log(
    '| line | chunk | file size | cuts | bytes sent | re-sent | re-sent per cut | requests | time s | bytes vs baseline | time vs baseline |',
  );
  console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const perCut = row.cuts ? Math.round(row.resent / row.cuts) : 0;
    console.log(
      `| ${row.name} | ${sizeOf(row.chunk)} | ${row.size} | ${row.cuts} | ${row.bodyBytes} | ${row.resent} | ${perCut} | ${row.requests} | ${(row.ms / 1000).toFixed(2)} | ${(row.bodyBytes / base.bodyBytes).toFixed(3)} | ${(row.ms / base.ms).toFixed(2)}× |`,
    );
  }
  for (const row of rows.slice(1)) {
    if (row.cuts < 9)
      throw new Error(`${row.name}: expected about 10 cuts, the proxy made ${row.cuts}`);
    // With one PATCH per file a chunk is the file; a cut must cost less than the 2 MB between cuts.
    const limit = Math.min(row.chunk, CUT_EVERY);
    const perCut = row.resent / row.cuts;
    if (perCut >= limit) {
      throw new Error(
        `${row.name}: re-sent ${perCut.toFixed(0)} bytes per cut, not under one chunk`,
      );
    }
  }
  return rows;
}
