import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { applyServerErrors, zodValidate } from '../../../lib/forms';
import { toast } from '../../../ui/toast';

interface EditorOptions<V extends Record<string, unknown>, T> {
  schema: z.ZodType;
  empty: V;
  /** Form values of an existing item. */
  toValues(item: T): V;
  create(values: V): Promise<unknown>;
  update(item: T, values: V): Promise<unknown>;
  created: string;
  updated: string;
  invalidate?: unknown[];
}

/**
 * A create/edit form in a modal: the shared zod schema validates it, the server's per-field messages land on
 * the fields, lists refresh and a toast says what happened.
 */
export const useEditor = <V extends Record<string, unknown>, T>(o: EditorOptions<V, T>) => {
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<T | null>(null);
  const [opened, setOpened] = useState(false);
  const form = useForm<V>({ initialValues: o.empty, validate: zodValidate(o.schema) });
  const mutation = useMutation({
    mutationFn: (values: V) => (editing ? o.update(editing, values) : o.create(values)),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: o.invalidate ?? ['list'] });
      toast.success(editing ? o.updated : o.created);
      setOpened(false);
      return result;
    },
    onError: (error) => {
      if (!applyServerErrors(error, form.setFieldError)) toast.fromError(error);
    },
  });
  return {
    form,
    mutation,
    opened,
    editing,
    openCreate: () => {
      setEditing(null);
      form.setValues(o.empty);
      form.resetDirty(o.empty);
      form.clearErrors();
      mutation.reset();
      setOpened(true);
    },
    openEdit: (item: T) => {
      const values = o.toValues(item);
      setEditing(item);
      form.setValues(values);
      form.resetDirty(values);
      form.clearErrors();
      mutation.reset();
      setOpened(true);
    },
    close: () => setOpened(false),
    submit: form.onSubmit((values) => mutation.mutate(values)),
  };
};
