import { type FormErrors, useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { applyServerErrors, zodValidate } from '../lib/forms';
import type { Key, ResourceKeys } from '../lib/queryKeys';
import { useLeaveGuard } from './leaveGuard';
import { toast } from './toast';

type Message<S, V> = string | ((saved: S, values: V) => string | null);

export interface EditorOptions<V extends Record<string, unknown>, T extends { id: string }, S> {
  /**
   * The resource whose lists and detail refresh after a save; its `save` (create or update through its descriptors,
   * `entryCalls`) is the default save, typed by the contract.
   */
  resource?: { keys: ResourceKeys; save?(body: never, item: { id: string } | null): Promise<S> };
  /** The contracts schema of the payload, or a validation of its own (given the item being edited). */
  validate: z.ZodType | ((values: V, item: T | null) => FormErrors);
  empty: V;
  toValues(item: T): V;
  /** On a page: the entry being edited (null to create). In a modal, `openEdit` sets it. */
  item?: T | null;
  /** The payload sent for these values (default: the values). */
  toBody?(values: V, item: T | null): unknown;
  /** Replaces the resource's save (extra calls, another endpoint). */
  save?(values: V, item: T | null): Promise<S>;
  /** Success toasts; a function may return null to say nothing. */
  created: Message<S, V>;
  updated: Message<S, V>;
  /** Other cached data this write changes, beyond the resource itself (counts, the card, a dashboard…). */
  affects?: Key[];
  /** After the refresh and the toast: close, navigate, reset… (a modal closes by itself). */
  onSaved?(saved: S, item: T | null): unknown;
  /** Long page forms: say in a toast that some field is wrong, since it may be off screen. */
  announceInvalid?: boolean;
}

/**
 * The one create/edit flow, in a modal or on a page: a Mantine form validated by the shared zod schema,
 * the server's per-field messages on the fields (its other refusals in a toast), targeted refresh of what
 * the write changed, a success toast.
 */
export const useEditor = <V extends Record<string, unknown>, T extends { id: string }, S = T>(o: EditorOptions<V, T, S>) => {
  const queryClient = useQueryClient();
  const [editing, setEditingState] = useState<T | null>(o.item ?? null);
  // validation runs inside the form, outside React's render: it reads the item being edited from here
  const editingRef = useRef(editing);
  const setEditing = (item: T | null) => {
    editingRef.current = item;
    setEditingState(item);
  };
  const [opened, setOpened] = useState(false);
  const validate = o.validate;
  const form = useForm<V>({
    initialValues: o.item ? o.toValues(o.item) : o.empty,
    validate: typeof validate === 'function' ? (values) => validate(values, editingRef.current) : zodValidate(validate),
  });
  // A page form (given `item`, even null) guards while it is shown, a modal one while it is open.
  const onPage = o.item !== undefined;
  useLeaveGuard(() => (onPage || opened) && form.isDirty());
  const save = (values: V): Promise<S> => {
    if (o.save) return o.save(values, editing);
    const body = o.toBody ? o.toBody(values, editing) : values;
    const resourceSave = o.resource?.save as ((body: unknown, item: T | null) => Promise<S>) | undefined;
    if (!resourceSave) throw new Error('useEditor needs a save function, its own or its resource’s');
    return resourceSave(body, editing);
  };
  const mutation = useMutation({
    mutationFn: save,
    onSuccess: async (saved, values) => {
      const refreshed = [...(o.resource ? [o.resource.keys.all] : []), ...(o.affects ?? [])];
      await Promise.all(refreshed.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      const message = editing ? o.updated : o.created;
      const text = typeof message === 'string' ? message : message(saved, values);
      if (text) toast.success(text);
      setOpened(false);
      // saved: what is shown is what the server holds, so leaving (often onSaved itself) needs no question
      form.resetDirty();
      await o.onSaved?.(saved, editing);
    },
    onError: (error) => {
      if (!applyServerErrors(error, form.setFieldError)) toast.fromError(error);
    },
  });
  const open = (item: T | null, values: V) => {
    setEditing(item);
    form.setValues(values);
    form.resetDirty(values);
    form.clearErrors();
    mutation.reset();
    setOpened(true);
  };
  return {
    form,
    mutation,
    opened,
    editing,
    isNew: editing === null,
    saving: mutation.isPending,
    openCreate: () => open(null, o.empty),
    openEdit: (item: T) => open(item, o.toValues(item)),
    close: () => setOpened(false),
    submit: form.onSubmit(
      (values) => mutation.mutate(values),
      () => o.announceInvalid && toast.error('Le formulaire contient des erreurs'),
    ),
  };
};
export type Editor<V extends Record<string, unknown>, T extends { id: string }, S = T> = ReturnType<typeof useEditor<V, T, S>>;
