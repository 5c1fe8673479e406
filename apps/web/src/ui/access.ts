import { memberMayWrite } from '@fitfit/contracts';
import { useSession } from '../app/session/store';

/**
 * Whether the signed-in person may change things in the current restaurant: an accountant member only reads
 * (docs/accounts.md). The shared write controls (row edit and delete, an edit page's « Supprimer », a form's submit)
 * ask it, so no page writes the rule again; the API refuses the write whatever the page shows.
 */
export const useMayWrite = () => useSession((s) => memberMayWrite(s.currentUser?.restaurant?.access ?? null));
