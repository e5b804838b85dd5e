import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Clock } from '../clock';
import type { Notifier } from './notifier';

export function outboxNotifier(dataDir: string, clock: Clock, log: (line: string) => void): Notifier {
  const file = path.join(dataDir, 'outbox.log');
  return {
    async send(message) {
      await mkdir(dataDir, { recursive: true });
      const line = JSON.stringify({
        to: message.to,
        channel: message.channel,
        subject: message.subject,
        code: message.code,
        // The text too: a security email's freeze link and the anti-phishing code are in it (issue 33).
        text: message.text,
        time: new Date(clock.now()).toISOString(),
      });
      await appendFile(file, `${line}\n`);
      log(`verification code for ${message.to} written to ${file}`);
    },
  };
}
