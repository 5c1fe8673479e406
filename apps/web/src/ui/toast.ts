import { errorMessage } from '../lib/http';

/** react-toastify loads with the first toast (or when ToastHost mounts its container): no first screen needs it. */
const toastify = () => import('react-toastify').then(({ toast }) => toast);

let wanted: (() => void) | undefined;
/** ToastHost's call to mount its container at the first toast, if the browser has not been idle yet. */
export const onFirstToast = (mount: () => void) => {
  wanted = mount;
  return () => {
    if (wanted === mount) wanted = undefined;
  };
};

const show = (kind: 'success' | 'info' | 'error', message: string) => {
  wanted?.();
  // raised before the container is mounted, a toast waits for it (react-toastify's queue)
  void toastify().then((toast) => toast[kind](message, { toastId: `${kind}:${message}` }));
};

/**
 * Toasts (SPEC §4): queued, auto-close after 5 s, drag to dismiss past 80 % (see ToastHost). The same message
 * shown twice (a double click, two refusals of one request) stays one toast: its text is its id.
 */
export const toast = {
  success: (message: string) => show('success', message),
  info: (message: string) => show('info', message),
  error: (message: string) => show('error', message),
  fromError: (error: unknown) => toast.error(errorMessage(error)),
};
