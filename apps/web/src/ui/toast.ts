import { toast as toastify } from 'react-toastify';
import { errorMessage } from '../lib/http';

/** Toasts (SPEC §4): queued, auto-close after 5 s, drag to dismiss past 80 % (see ToastHost). */
export const toast = {
  success: (message: string) => toastify.success(message),
  info: (message: string) => toastify.info(message),
  error: (message: string) => toastify.error(message),
  fromError: (error: unknown) => toastify.error(errorMessage(error)),
};
