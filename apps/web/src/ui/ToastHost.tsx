import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '@fitfit/contracts';
import { ToastContainer } from 'react-toastify';

export const ToastHost = ({ scheme }: { scheme: 'light' | 'dark' }) => (
  <ToastContainer
    position="top-right"
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
