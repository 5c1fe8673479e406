import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from './confirm';

/** The open forms' "has unsaved changes" checks: the router allows one blocker, so they share it. */
const dirtyChecks = new Set<() => boolean>();
const anyDirty = () => [...dirtyChecks].some((isDirty) => isDirty());

/** Registers a form of the page: leaving while `isDirty()` asks first (see `LeaveGuard`). */
export const useLeaveGuard = (isDirty: () => boolean) => {
  const latest = useRef(isDirty);
  latest.current = isDirty;
  useEffect(() => {
    const check = () => latest.current();
    dirtyChecks.add(check);
    return () => {
      dirtyChecks.delete(check);
    };
  }, []);
};

/**
 * Once in the signed-in area: a navigation to another page (sidebar, back link, browser back) while a
 * form holds unsaved changes asks once; closing or reloading the tab gets the browser's own question
 * (browsers show their own wording there, not the page's).
 */
export function LeaveGuard() {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && anyDirty());
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({
      title: 'Quitter sans enregistrer ?',
      message: 'Les modifications de ce formulaire ne sont pas enregistrées et seront perdues.',
      confirmLabel: 'Quitter la page',
      cancelLabel: 'Rester sur la page',
      danger: true,
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker]);
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (anyDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
  return null;
}
