import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '@fitfit/contracts';
import { ToastContainer } from 'react-toastify';

/**
 * Top centre: over the top bar's empty middle, never over the page's actions (top right), a drawer's buttons
 * or a form's "Enregistrer" (bottom).
 */
export const ToastHost = ({ scheme }: { scheme: 'light' | 'dark' }) => (
  <ToastContainer
    position="top-center"
    autoClose={TOAST_AUTO_CLOSE_MS}
    draggable
    draggablePercent={TOAST_DRAG_PERCENT}
    limit={3}
    newestOnTop={false}
    closeOnClick
    pauseOnHover
    theme={scheme}
  />
);
