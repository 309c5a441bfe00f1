import type { Id } from 'react-toastify';

type Toastify = typeof import('react-toastify');

/**
 * Toasts (spec §4 types). A new message replaces the one before it, so an old error never sits beside the
 * success that followed it; the same text shown twice at once collapses into one toast.
 *
 * The toast library is not needed to draw any page, so it arrives with the first message: asking for it
 * mounts the app's toast host (`app/toasts.tsx`), and the message is shown once the host is in place.
 */
let library: Promise<Toastify> | undefined;
let hostReady: () => void = () => undefined;
const hostMounted = new Promise<void>((resolve) => {
  hostReady = resolve;
});
const hostListeners = new Set<() => void>();

/** Whether a message has asked for the toast host (the host renders nothing until then). */
export const toastHostWanted = () => library !== undefined;
export const subscribeToastHost = (listener: () => void) => {
  hostListeners.add(listener);
  return () => {
    hostListeners.delete(listener);
  };
};
/** The host calls this once its container is mounted. */
export const toastHostMounted = () => hostReady();

const toastify = () => {
  if (!library) {
    library = Promise.all([import('react-toastify'), hostMounted]).then(([module]) => module);
    hostListeners.forEach((listener) => listener());
  }
  return library;
};

let last: Id | undefined;
const show = (id: string, open: (lib: Toastify, toastId: string) => Id) =>
  void toastify().then((lib) => {
    if (last !== undefined && last !== id) lib.toast.dismiss(last);
    last = open(lib, id);
  });

export const notifyError = (message: string) =>
  show(`error:${message}`, (lib, toastId) => lib.toast.error(message, { toastId }));
export const notifySuccess = (message: string) =>
  show(`success:${message}`, (lib, toastId) => lib.toast.success(message, { toastId }));
export const notifyInfo = (message: string) =>
  show(`info:${message}`, (lib, toastId) => lib.toast.info(message, { toastId }));

/**
 * A call whose refusal is already on screen (the dialog's error, the app's error toast): when it succeeds,
 * its message as a toast, then `then` (close the dialog, reset the form); a refusal ends quietly here.
 */
export const notifyDone = <T>(
  call: Promise<T>,
  message: string | ((data: T) => string),
  then?: (data: T) => void,
) =>
  call.then(
    (data) => {
      notifySuccess(typeof message === 'string' ? message : message(data));
      then?.(data);
    },
    () => undefined,
  );
