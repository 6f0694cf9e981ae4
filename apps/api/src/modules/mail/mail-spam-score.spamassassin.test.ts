import { spawn, spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_KINDS_SENT, sendEveryMail, type EveryMail } from '../../test/every-mail';
import { buildMailTestApp } from '../../test/mail-test-app';

const INSTALL = 'apt-get install -y spamassassin';

/** `spamassassin -L -t`: local rules only (no network lookups), and the report of what hit. */
function score(raw: string): Promise<{ points: number; rules: string[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn('spamassassin', ['-L', '-t', '-x'], { stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (out += chunk));
    child.on('error', reject);
    child.on('close', () => {
      const points = /Content analysis details:\s+\((-?[\d.]+) points/.exec(out)?.[1];
      if (points === undefined) {
        reject(new Error(`SpamAssassin printed no score:\n${out}`));
        return;
      }
      const table = out.slice(out.indexOf(' pts rule name'));
      const rules = [...table.matchAll(/^\s*(-?\d+\.\d+)\s+(\w+)\s+(.*)$/gm)]
        .filter(([, pts]) => Number(pts) !== 0)
        .map(([, pts, rule, description]) => `${pts} ${rule}: ${description}`);
      // SpamAssassin prints -0.0 when only informational rules hit.
      resolve({ points: Math.abs(Number(points)), rules });
    });
    child.stdin.end(raw);
  });
}

/**
 * Every kind of message the app sends, composed by the real mailer and scored by SpamAssassin
 * with its local rules (issue 28): 0.0 points each. Runs with `npm run test:mail` (.ci/run
 * installs Debian's spamassassin first).
 */
describe('SpamAssassin', () => {
  let ctx: Awaited<ReturnType<typeof buildMailTestApp>> | undefined;
  let mail: EveryMail;
  /** Why nothing can be scored: each test fails with it (never a skip that CI would pass). */
  let missing: string | undefined;

  beforeAll(async () => {
    const found = spawnSync('spamassassin', ['-V'], { encoding: 'utf8' });
    if (found.status !== 0) {
      missing = `SpamAssassin is not installed, and this test needs it. Install it with: sudo ${INSTALL}`;
      return;
    }
    ctx = await buildMailTestApp();
    ({ mail } = await sendEveryMail(ctx));
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it.each(MAIL_KINDS_SENT)('scores the %s at 0.0 points', async (kind) => {
    if (missing) throw new Error(missing);
    const { points, rules } = await score(mail[kind].raw);
    // Printed whole when it fails: the points and every rule that scored.
    expect(`${points.toFixed(1)} points; ${rules.join('; ') || 'no rule scored'}`).toBe(
      '0.0 points; no rule scored',
    );
  });
});
