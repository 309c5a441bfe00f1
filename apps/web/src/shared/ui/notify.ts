import { toast, type Id } from 'react-toastify';

/**
 * Toasts (spec §4 types). A new message replaces the one before it, so an old error never sits beside the
 * success that followed it; the same text shown twice at once collapses into one toast.
 */
let last: Id | undefined;
const show = (id: string, open: (toastId: string) => Id) => {
  if (last !== undefined && last !== id) toast.dismiss(last);
  last = open(id);
  return last;
};
export const notifyError = (message: string) =>
  show(`error:${message}`, (toastId) => toast.error(message, { toastId }));
export const notifySuccess = (message: string) =>
  show(`success:${message}`, (toastId) => toast.success(message, { toastId }));
export const notifyInfo = (message: string) =>
  show(`info:${message}`, (toastId) => toast.info(message, { toastId }));
