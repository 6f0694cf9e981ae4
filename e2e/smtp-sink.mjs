// A real SMTP server for the browser journeys (smtp-server): the e2e server sends its mail here
// through SMTP_URL, and each message lands in a folder as NNNNNN.eml for e2e/mailbox.ts to read.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export async function startSmtpSink(dir) {
  await mkdir(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const file = path.join(dir, `${String(count).padStart(6, '0')}.eml`);
        writeFile(`${file}.partial`, Buffer.concat(chunks))
          .then(() => rename(`${file}.partial`, file))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
