import { correctiveActionRequired, issuesToFields, type Verdict } from '@fitfit/contracts';
import { Alert, FileInput, Textarea, TextInput } from '@mantine/core';
import { IconCalendarCheck, IconCamera } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { dayjs } from '../../../lib/dates';
import { FormModal } from '../../../ui/FormModal';
import { type Editor, useEditor } from '../../../ui/useEditor';
import { type Haccp, haccpEffects, type RecordResource } from '../api';

/** What every record's form holds besides its own fields (PRODUCT §5: who is the session, when defaults to now). */
export interface HeaderValues {
  recorded_at: string;
  corrective_action: string;
  comment: string;
  correction_reason: string;
}
export interface RecordBase {
  id: string;
  recorded_at: string;
  corrective_action: string | null;
  comment: string | null;
}

const LOCAL = 'YYYY-MM-DDTHH:mm';
export const nowLocal = () => dayjs().format(LOCAL);
export const toLocal = (iso: string) => dayjs(iso).format(LOCAL);
export const fromLocal = (local: string) => (local ? dayjs(local).toISOString() : undefined);
export const emptyHeader = (): HeaderValues => ({ recorded_at: nowLocal(), corrective_action: '', comment: '', correction_reason: '' });

interface Options<F extends Record<string, unknown>, T extends RecordBase> {
  haccp: Haccp;
  resource: RecordResource<T>;
  inputs: { create: z.ZodType; correct: z.ZodType };
  /** The kind's own fields: empty, from a record (a correction starts from it), and as sent. */
  empty(): F;
  fieldsOf(record: T): F;
  bodyOf(fields: F): Record<string, unknown>;
  saved: string;
  onSaved?(record: T): void;
  /**
   * The verdict of the fields when an out-of-range entry needs its corrective action (null: it does not): the form
   * refuses to send it without one, as the API does (422), with the same message.
   */
  actionVerdict?(fields: F): Verdict | null;
}

/**
 * The one entry flow of every kind of record: a new record, or the correction of one (the same form, filled
 * with the record, plus the reason) — never an edit. The kind's schema of contracts validates in the browser
 * as it will on the server.
 */
export const useRecordEditor = <F extends Record<string, unknown>, T extends RecordBase>(o: Options<F, T>) => {
  type V = F & HeaderValues;
  // "Faire" in the planning opens this screen with the task's occurrence: the new record does that task
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [task] = useState(() => {
    const id = params.get('task');
    const due = params.get('due');
    return id && due ? { id, due, title: params.get('title') ?? '' } : null;
  });
  // photos chosen in the form go up once the record is written (appended to it, never replaced)
  const [photos, setPhotos] = useState<File[]>([]);
  const withPhotos = async (saved: T) => {
    for (const file of photos) await o.resource.addPhoto(saved.id, file);
    setPhotos([]);
    return saved;
  };
  const body = (values: V, item: T | null) => {
    const { recorded_at, corrective_action, comment, correction_reason, ...fields } = values;
    return {
      ...o.bodyOf(fields as unknown as F),
      recorded_at: fromLocal(recorded_at),
      corrective_action,
      comment,
      ...(item ? { correction_reason } : {}),
      ...(task && !item ? { task_id: task.id, task_due_at: task.due } : {}),
    };
  };
  // validation runs inside the form: it reads the page's latest verdict (the equipment list may arrive later)
  const actionVerdict = useRef(o.actionVerdict);
  actionVerdict.current = o.actionVerdict;
  const editor = useEditor<V, T, T>({
    resource: o.resource,
    validate: (values, item) => {
      const result = (item ? o.inputs.correct : o.inputs.create).safeParse(body(values, item));
      const errors = result.success ? {} : issuesToFields(result.error.issues);
      const verdict = actionVerdict.current?.(values);
      const missing = verdict ? correctiveActionRequired(verdict, values.corrective_action) : null;
      return missing ? { ...errors, corrective_action: missing } : errors;
    },
    empty: { ...o.empty(), ...emptyHeader() } as V,
    toValues: (r) =>
      ({
        ...o.fieldsOf(r),
        recorded_at: toLocal(r.recorded_at),
        corrective_action: r.corrective_action ?? '',
        comment: r.comment ?? '',
        correction_reason: '',
      }) as V,
    save: (values, item) =>
      (item ? o.resource.correct(item.id, body(values, item)) : o.resource.create(body(values, null))).then(withPhotos),
    created: o.saved,
    updated: 'Correction enregistrée : la version précédente reste consultable dans l’historique',
    affects: haccpEffects.record(o.haccp),
    onSaved: (saved, item) => {
      o.onSaved?.(saved);
      if (task && !item) navigate('/haccp/planning');
    },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once, for the task the page was opened with
  useEffect(() => {
    if (!task) return;
    const rest = new URLSearchParams(params);
    for (const k of ['task', 'due', 'title']) rest.delete(k);
    setParams(rest, { replace: true });
    editor.openCreate();
  }, []);
  return { ...editor, task, photos, setPhotos };
};

/**
 * The modal of a record's entry or correction: the kind's fields, then when, the corrective action (asked when
 * the verdict is non-compliant), a comment and, for a correction, its reason.
 */
export const RecordFormModal = ({
  editor,
  title,
  nonCompliant,
  children,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any record editor, whatever its kind
  editor: Editor<any, any, any> & {
    task?: { title: string } | null;
    photos?: File[];
    setPhotos?(files: File[]): void;
  };
  title: { create: string; correct: string };
  nonCompliant: boolean;
  children: ReactNode;
}) => {
  const { form } = editor;
  const task = editor.isNew ? editor.task : null;
  return (
    <FormModal
      editor={editor}
      title={editor.isNew ? title.create : title.correct}
      submitLabel={editor.isNew ? 'Enregistrer' : 'Enregistrer la correction'}
    >
      {task && (
        <Alert color="blue" icon={<IconCalendarCheck size={18} />} p="xs">
          Tâche du planning{task.title ? ` : ${task.title}` : ''}. Cet enregistrement la terminera.
        </Alert>
      )}
      {children}
      <TextInput type="datetime-local" size="lg" label="Date et heure" withAsterisk {...form.getInputProps('recorded_at')} />
      {(nonCompliant || form.values.corrective_action) && (
        <Textarea
          size="lg"
          label="Action corrective"
          withAsterisk={nonCompliant}
          autosize
          minRows={2}
          maxLength={500}
          {...form.getInputProps('corrective_action')}
        />
      )}
      <Textarea label="Commentaire" autosize minRows={1} maxLength={500} {...form.getInputProps('comment')} />
      {editor.setPhotos && (
        <FileInput
          size="lg"
          label="Photos (facultatif)"
          description="Étiquette, bon de livraison… JPEG, PNG ou WebP, 5 Mo au plus chacune"
          multiple
          clearable
          accept="image/jpeg,image/png,image/webp"
          leftSection={<IconCamera size={18} />}
          value={editor.photos}
          onChange={(files) => editor.setPhotos?.(files)}
        />
      )}
      {!editor.isNew && (
        <Textarea
          size="lg"
          label="Motif de la correction"
          withAsterisk
          autosize
          minRows={2}
          maxLength={300}
          {...form.getInputProps('correction_reason')}
        />
      )}
    </FormModal>
  );
};
