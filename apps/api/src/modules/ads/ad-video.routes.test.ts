import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleMedia, vehicles } from '@carmarket/db/schema';
import { signUpAndIn } from '../../test/accounts';
import { adFieldsFor, listFiles, photo, postAd, setPackage } from '../../test/ads';
import { buildTestApp } from '../../test/build-test-app';
import { DAY } from '../../test/factories';
import {
  box,
  DASHCAM_SECRET,
  decodedFrames,
  insertBoxes,
  makeVideo,
  playedInChromium,
  text,
  walkBoxes,
} from '../../test/videos';

/**
 * The video of a VIP ad, as a dashcam, a phone or an attacker sends it (issue 29, point 5): what
 * is served keeps only what a player needs, still plays the same pictures and sound, and a file
 * too complex to check in bounded time is refused with nothing stored.
 */

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let adFields: Awaited<ReturnType<typeof adFieldsFor>>;
let uploadDir: string;
let scratch: string;

beforeAll(async () => {
  ctx = await buildTestApp();
  adFields = await adFieldsFor(ctx.db);
  uploadDir = path.join(ctx.tempDir, 'tmp', 'uploads');
  scratch = await mkdtemp(path.join(os.tmpdir(), 'carmarket-ad-video-'));
});
afterAll(async () => {
  await ctx.app.close();
  await rm(scratch, { recursive: true, force: true });
});

async function vipSeller() {
  const session = await signUpAndIn(ctx.app);
  await setPackage(ctx.db, session.user.id, 'vip', new Date(Date.now() + 30 * DAY));
  return session;
}

/** Posts a VIP ad with `video`; answers the response and, when stored, the served bytes. */
async function postVideo(video: Buffer, filename: string) {
  const session = await vipSeller();
  const response = await postAd(ctx.app, session.bearer, adFields(), {
    img1: await photo(),
    video: { data: video, filename },
  });
  if (response.statusCode !== 201) return { response, session, served: undefined };
  const id = response.json<{ id: number }>().id;
  const [row] = await ctx.db
    .select()
    .from(vehicleMedia)
    .where(eq(vehicleMedia.vehicleId, id))
    .then((rows) => rows.filter((media) => media.kind === 'video'));
  const served = await ctx.app.inject({ method: 'GET', url: `/media/${row!.storageKey}` });
  expect(served.statusCode).toBe(200);
  return { response, session, served: served.rawPayload };
}

/** An unknown box at `level`, carrying what a camera should not have shared. */
const unknownAt = (level: string) => box('zzzz', text(`${level}: ${DASHCAM_SECRET}`));

describe('POST /api/vehicles/new-ad with a video', () => {
  it('drops a dashcam’s gps boxes (top level and in moov) and unknown boxes at every level; the video plays the same', async () => {
    const made = await makeVideo(scratch, 'mp4');
    let sent = insertBoxes(made, '', box('gps ', text(DASHCAM_SECRET)));
    sent = insertBoxes(sent, 'moov', box('gps ', text(DASHCAM_SECRET)));
    for (const level of [
      'moov',
      'moov/trak',
      'moov/trak/edts',
      'moov/trak/mdia',
      'moov/trak/mdia/minf',
      'moov/trak/mdia/minf/dinf',
      'moov/trak/mdia/minf/stbl',
    ]) {
      sent = insertBoxes(sent, level, unknownAt(level));
    }
    sent = Buffer.concat([sent, unknownAt('top level')]);
    // The file sent is itself whole and plays.
    const frames = await decodedFrames(scratch, made, 'mp4');
    expect(await decodedFrames(scratch, sent, 'mp4')).toEqual(frames);
    expect(sent.includes(DASHCAM_SECRET)).toBe(true);
    expect(sent.includes('AcmePhone')).toBe(true);

    const { response, served } = await postVideo(sent, 'dashcam.mp4');
    expect(response.statusCode).toBe(201);
    expect(served!.includes(DASHCAM_SECRET)).toBe(false);
    expect(served!.includes('AcmePhone')).toBe(false);
    const types = new Set(walkBoxes(served!).map((b) => b.type));
    for (const dropped of ['gps ', 'zzzz', 'udta', 'meta', 'free']) {
      expect(types.has(dropped), dropped).toBe(false);
    }
    expect(await decodedFrames(scratch, served!, 'mp4')).toEqual(frames);
  });

  it('keeps a fragmented MP4 playable while dropping unknown boxes in its fragments', async () => {
    const made = await makeVideo(scratch, 'fragmented');
    let sent = insertBoxes(made, 'moov', box('gps ', text(DASHCAM_SECRET)));
    sent = insertBoxes(sent, 'moof/traf', unknownAt('moof/traf'));
    sent = insertBoxes(sent, 'moof', unknownAt('moof'));
    sent = insertBoxes(sent, '', unknownAt('between fragments'));
    const frames = await decodedFrames(scratch, made, 'mp4');
    expect(await decodedFrames(scratch, sent, 'mp4')).toEqual(frames);
    expect(sent.includes('AcmePhone')).toBe(true);

    const { response, served } = await postVideo(sent, 'browser-recording.mp4');
    expect(response.statusCode).toBe(201);
    expect(served!.includes(DASHCAM_SECRET)).toBe(false);
    expect(served!.includes('AcmePhone')).toBe(false);
    expect(walkBoxes(served!).filter((b) => b.type === 'moof')).toHaveLength(
      walkBoxes(made).filter((b) => b.type === 'moof').length,
    );
    expect(await decodedFrames(scratch, served!, 'mp4')).toEqual(frames);
  });

  it('keeps fragments with absolute base offsets and their mfra index right when moov shrinks', async () => {
    const made = await makeVideo(scratch, 'fragmented-absolute');
    expect(made.includes('AcmePhone')).toBe(true);
    const frames = await decodedFrames(scratch, made, 'mp4');

    const { response, served } = await postVideo(made, 'fragments.mp4');
    expect(response.statusCode).toBe(201);
    expect(served!.includes('AcmePhone')).toBe(false);
    expect(served!.length).toBeLessThan(made.length);
    expect(await decodedFrames(scratch, served!, 'mp4')).toEqual(frames);
    // Every moof the index names is where it says.
    const moofs = walkBoxes(served!)
      .filter((b) => b.type === 'moof')
      .map((b) => b.start);
    const tfra = walkBoxes(served!).filter((b) => b.type === 'tfra');
    expect(tfra.length).toBeGreaterThan(0);
    for (const index of tfra) {
      const body = index.start + index.headerSize;
      const version = served![body]!;
      const count = served!.readUInt32BE(body + 12);
      const sizes = served!.readUInt32BE(body + 8);
      const tail = ((sizes >> 4) & 3) + ((sizes >> 2) & 3) + (sizes & 3) + 3;
      for (let i = 0, at = body + 16; i < count; i += 1, at += (version ? 16 : 8) + tail) {
        const offset = version
          ? Number(served!.readBigUInt64BE(at + 8))
          : served!.readUInt32BE(at + 4);
        expect(moofs).toContain(offset);
      }
    }
  });

  it('serves a WebM without its title, tags, location or muxing app, still playing the same', async () => {
    const made = await makeVideo(scratch, 'webm');
    for (const secret of ['Drive to Kandy', '+06.9271+079.8612', 'AcmePhone', 'Lavf']) {
      expect(made.includes(secret), secret).toBe(true);
    }
    const frames = await decodedFrames(scratch, made, 'webm');

    const { response, served } = await postVideo(made, 'screen.webm');
    expect(response.statusCode).toBe(201);
    for (const secret of ['Drive to Kandy', '+06.9271+079.8612', 'AcmePhone', 'Lavf']) {
      expect(served!.includes(secret), secret).toBe(false);
    }
    expect(await decodedFrames(scratch, served!, 'webm')).toEqual(frames);
  });

  it('what is served plays to its end in Chromium, with the size and length of what was sent', async () => {
    const gps = box('gps ', text(DASHCAM_SECRET));
    const sent = [
      {
        name: 'dashcam.mp4',
        data: insertBoxes(insertBoxes(await makeVideo(scratch, 'mp4'), '', gps), 'moov', gps),
      },
      { name: 'camera.mov', data: await makeVideo(scratch, 'mov') },
      {
        name: 'recording.mp4',
        data: insertBoxes(await makeVideo(scratch, 'fragmented'), 'moof/traf', unknownAt('traf')),
      },
      { name: 'fragments.mp4', data: await makeVideo(scratch, 'fragmented-absolute') },
      { name: 'screen.webm', data: await makeVideo(scratch, 'webm') },
    ];
    const served: Buffer[] = [];
    for (const video of sent) {
      const posted = await postVideo(video.data, video.name);
      expect(posted.response.statusCode, video.name).toBe(201);
      served.push(posted.served!);
    }
    const type = (name: string) => (name.endsWith('.webm') ? 'video/webm' : 'video/mp4');
    const before = await playedInChromium(
      sent.map((video) => ({ data: video.data, type: type(video.name) })),
    );
    const after = await playedInChromium(
      served.map((data, i) => ({ data, type: type(sent[i]!.name) })),
    );
    for (const [i, playback] of before.entries()) {
      expect(playback, sent[i]!.name).toMatchObject({ ended: true, width: 64, height: 48 });
      expect(after[i], sent[i]!.name).toEqual(playback);
    }
  }, 60_000);

  it('refuses millions of tiny boxes quickly with a sentence, and stores nothing', async () => {
    const made = await makeVideo(scratch, 'mp4');
    // 4 MB of 8-byte boxes: half a million headers to walk.
    const tiny = Buffer.alloc(4 * 1024 * 1024);
    for (let at = 0; at < tiny.length; at += 8) {
      tiny.writeUInt32BE(8, at);
      tiny.write('abcd', at + 4, 'latin1');
    }
    const sent = Buffer.concat([made, tiny]);
    const mediaBefore = await listFiles(ctx.mediaDir);

    const { response, session } = await postVideo(sent, 'tiny-boxes.mp4');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      message:
        'The video (tiny-boxes.mp4) could not be checked: its file structure is too complex. Please save it again with your phone or video app, or choose another file.',
      field: 'video',
    });
    expect(
      await ctx.db.select().from(vehicles).where(eq(vehicles.userId, session.user.id)),
    ).toEqual([]);
    expect(await listFiles(ctx.mediaDir)).toEqual(mediaBefore);
    expect(await listFiles(uploadDir)).toEqual([]);
  });
});

describe('the video check’s time budget, by the app’s clock', () => {
  let slow: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    // A clock that moves a second every time it is read: the check looks at it once per box.
    let now = Date.now();
    slow = await buildTestApp({ clock: () => new Date((now += 1000)) });
  });
  afterAll(async () => {
    await slow.app.close();
  });

  it('refuses a video not checked within 20 s with the same sentence, and stores nothing', async () => {
    const session = await signUpAndIn(slow.app);
    await setPackage(slow.db, session.user.id, 'vip', new Date(Date.now() + 300 * DAY));
    const fields = await adFieldsFor(slow.db);
    const mediaBefore = await listFiles(slow.mediaDir);
    const response = await postAd(slow.app, session.bearer, fields(), {
      img1: await photo(),
      video: { data: await makeVideo(scratch, 'mp4'), filename: 'long-check.mp4' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      message:
        'The video (long-check.mp4) could not be checked: its file structure is too complex. Please save it again with your phone or video app, or choose another file.',
      field: 'video',
    });
    expect(
      await slow.db.select().from(vehicles).where(eq(vehicles.userId, session.user.id)),
    ).toEqual([]);
    expect(await listFiles(slow.mediaDir)).toEqual(mediaBefore);
    expect(await listFiles(path.join(slow.tempDir, 'tmp', 'uploads'))).toEqual([]);
  });
});
