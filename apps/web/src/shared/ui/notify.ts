import { toast } from 'react-toastify';

/** Toasts (spec §4 types); the same text shown twice at once collapses into one toast. */
export const notifyError = (message: string) => toast.error(message, { toastId: `error:${message}` });
export const notifySuccess = (message: string) => toast.success(message, { toastId: `success:${message}` });
export const notifyInfo = (message: string) => toast.info(message, { toastId: `info:${message}` });
