import { TOAST_AUTO_CLOSE_MS, TOAST_DRAG_PERCENT } from '@fitfit/contracts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../lib/idle';
import { onFirstToast } from './toast';

// Not part of any first screen (about 10 kB compressed, and the styles it injects): loaded when the browser is idle
// or at the first toast, whichever comes first.
const ToastContainer = lazy(() => import('react-toastify').then(({ ToastContainer }) => ({ default: ToastContainer })));

/**
 * Top centre: over the top bar's empty middle, never over the page's actions (top right), a drawer's buttons
 * or a form's "Enregistrer" (bottom).
 */
export const ToastHost = ({ scheme }: { scheme: 'light' | 'dark' }) => {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (mounted) return;
    const mount = () => setMounted(true);
    const cancelIdle = whenIdle(mount);
    const stopWaiting = onFirstToast(mount);
    return () => {
      cancelIdle();
      stopWaiting();
    };
  }, [mounted]);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
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
    </Suspense>
  );
};
