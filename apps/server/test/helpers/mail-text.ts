import type { ReceivedMail } from './smtp';

/** The temporary password in a new-user mail (English or Chinese). */
export const temporaryPasswordIn = (mail: ReceivedMail): string => {
  const match = /(?:Temporary password|临时密码)[:：]\s*(\S+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no temporary password in mail to ${mail.to.join(', ')}`);
  return match[1];
};
