import pino from 'pino';
import type { DatabaseHandle } from '../server/db/database.js';
import { createMailQueue, defineMailDelivery } from '../server/features/mail/mail-queue.js';
import { companyNoticeMail } from '../server/features/mail/emails/company-notice.email.js';
import { createSmtpMailer } from '../server/features/mail/mailer.js';
import { mailOf } from '../server/features/mail/mail-template.js';
import { createTaskQueue } from '../server/lib/task-queue.js';
import { mailTemplates } from '../server/mail-templates.js';
import { smtpSink } from '../server/test/smtp-sink.js';
import type { FigureBook } from './figures.js';
import type { BenchSizes } from './sizes.js';
import { ms, percentile } from './stats.js';

/**
 * Mail through the task queue to a local SMTP sink, as the site sends it: each mail queued in a
 * transaction of its own, delivered by the queue's workers through nodemailer.
 *  - delay from commit to delivery, p50 and p95, at a steady 20 mails per second (200 mails in the bench);
 *  - throughput: 1,000 mails (in the bench) queued at once, delivered per second.
 * Reported, without targets.
 */
export async function benchMailQueue(database: DatabaseHandle, book: FigureBook, sizes: Pick<BenchSizes, 'mail'>): Promise<void> {
  const arrivals = new Map<string, number>();
  let onArrival: (() => void) | undefined;
  const sink = smtpSink((mail) => {
    const id = /Subject: bench (\S+)/.exec(mail.raw)?.[1];
    if (id) arrivals.set(id, performance.now());
    onArrival?.();
  });
  const port = await sink.listen();
  const log = pino({ level: 'warn' });
  const mailer = await createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Bench <bench@site.test>');
  const tasks = createTaskQueue({ database, log });
  defineMailDelivery(tasks, { db: database.db, mailer, log, templates: mailTemplates, site: { publicUrl: 'http://bench.test' } });
  const mail = createMailQueue(tasks);
  await tasks.start();

  const committed = new Map<string, number>();
  const queueOne = async (id: string) => {
    const notice = { subject: `bench ${id}`, lines: [{ label: 'From', value: 'the bench' }], action: { label: 'Open the messages', path: '/messages' } };
    await database.db.transaction((tx) => mail.queue(tx, mailOf(companyNoticeMail, `reader-${id}@example.com`, notice)));
    committed.set(id, performance.now());
  };
  const allArrived = (ids: string[], timeoutMs: number) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${ids.length - ids.filter((id) => arrivals.has(id)).length} mails not delivered`)), timeoutMs);
      const check = () => {
        if (ids.every((id) => arrivals.has(id))) {
          clearTimeout(timer);
          onArrival = undefined;
          resolve();
        }
      };
      onArrival = check;
      check();
    });

  try {
    book.note('\nMail through the task queue to a local SMTP sink (pg-boss on this Postgres)');
    const steady = Array.from({ length: sizes.mail.steady }, (_, index) => `steady-${index}`);
    for (const id of steady) {
      await queueOne(id);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await allArrived(steady, 60_000);
    const delays = steady.map((id) => arrivals.get(id)! - committed.get(id)!).sort((a, b) => a - b);
    book.record('mail', 'commit to delivery at 20 mails/s: p95', percentile(delays, 95), 'ms', 'reported', `p50 ${ms(percentile(delays, 50))}`);

    const burst = Array.from({ length: sizes.mail.burst }, (_, index) => `burst-${index}`);
    const start = performance.now();
    for (let index = 0; index < burst.length; index += 20) await Promise.all(burst.slice(index, index + 20).map(queueOne));
    await allArrived(burst, 180_000);
    const seconds = (performance.now() - start) / 1000;
    book.record('mail', `${burst.length.toLocaleString('en-US')} queued at once: delivered`, burst.length / seconds, 'mails/s', 'reported', `${seconds.toFixed(1)} s in all`);
  } finally {
    await tasks.stop();
    mailer.close();
    await sink.close();
  }
}
