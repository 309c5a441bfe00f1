import type { FastifyBaseLogger } from 'fastify';
import type { Jobs } from './jobs';
import { createMailer, MAIL_QUEUE, type MailMessage } from './mail';

/** The mailer, and the job worker that delivers what it queues (so no answer waits on delivery). */
export const startMailer = async (
  options: Parameters<typeof createMailer>[0],
  jobs: Jobs,
  log: FastifyBaseLogger,
) => {
  const mailer = createMailer(options, jobs, log);
  await jobs.work<MailMessage>(MAIL_QUEUE, (message) => mailer.deliver(message));
  return mailer;
};
