import { toast as toastify } from 'react-toastify';
import { errorMessage } from '../lib/http';

/**
 * Toasts (SPEC §4): queued, auto-close after 5 s, drag to dismiss past 80 % (see ToastHost). The same message
 * shown twice (a double click, two refusals of one request) stays one toast: its text is its id.
 */
export const toast = {
  success: (message: string) => toastify.success(message, { toastId: `success:${message}` }),
  info: (message: string) => toastify.info(message, { toastId: `info:${message}` }),
  error: (message: string) => toastify.error(message, { toastId: `error:${message}` }),
  fromError: (error: unknown) => toast.error(errorMessage(error)),
};
