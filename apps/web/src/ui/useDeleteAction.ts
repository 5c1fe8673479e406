import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Key, ResourceKeys } from '../lib/queryKeys';
import { confirm } from './confirm';
import { toast } from './toast';

type Remove = (id: string) => Promise<unknown>;

/**
 * The resource whose lists refresh, and the deletion: its `remove` (through its descriptor, `entryCalls`), or the
 * option's `remove` when it is another call (another endpoint, a parent's row). One of them is required.
 */
type Deletion =
  | { resource: { keys: ResourceKeys; remove: Remove }; remove?: Remove }
  | { resource: { keys: ResourceKeys }; remove: Remove };

type Options = Deletion & {
  /** The thing deleted, with its article: "le produit", "l'étiquette". */
  noun: string;
  /** Other cached data the deletion changes (counts, the card…). */
  affects?: Key[];
  /** What goes with it, said in the confirmation (default: that it cannot be undone). */
  consequence?: string;
  /** The success toast when the answer tells more than "deleted" (a product archived instead). */
  said?(label: string, answer: unknown): string;
  /**
   * The action's verb, infinitive and past participle, when it is not a deletion in the user's eyes
   * (an announcement withdrawn: `{ verb: 'Retirer', done: 'retiré' }`). Default « Supprimer » / « supprimé ».
   */
  wording?: { verb: string; done: string };
};

// French spacing inside « » and before « ? », non-breaking so neither sign wraps alone onto a line.
const NBSP = '\u00a0';
/** `« Tartare »`, kept together with its guillemets. */
export const quoted = (label: string) => `«${NBSP}${label}${NBSP}»`;

/**
 * Delete after a confirmation, then refresh the resource's lists and what it affects, and say so. The
 * deleted entry's detail is only marked stale: refetching it now would answer 404 on the page being left.
 */
export const useDeleteAction = ({
  resource,
  noun,
  affects = [],
  consequence = 'Cette action est définitive.',
  said,
  remove,
  wording = { verb: 'Supprimer', done: 'supprimé' },
}: Options) => {
  const queryClient = useQueryClient();
  const mutation = useMutation({ mutationFn: remove ?? (resource as { remove: Remove }).remove });
  return async (id: string, label: string) => {
    const ok = await confirm({
      title: `${wording.verb} ${noun} ${quoted(label)}${NBSP}?`,
      message: consequence,
      confirmLabel: wording.verb,
      danger: true,
    });
    if (!ok) return false;
    let answer: unknown;
    try {
      answer = await mutation.mutateAsync(id);
    } catch (error) {
      toast.fromError(error);
      return false;
    }
    // Said at once: the refreshed lists may take a moment, the deletion is already done.
    toast.success(said ? said(label, answer) : `${quoted(label)} a été ${wording.done}`);
    await queryClient.invalidateQueries({ queryKey: resource.keys.detail(id), refetchType: 'none' });
    await Promise.all([resource.keys.lists, ...affects].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    return true;
  };
};
