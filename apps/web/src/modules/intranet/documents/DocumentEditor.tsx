import {
  type AnnouncementAudience,
  type AuthoredDocument,
  audiencesOf,
  DOCUMENT_MAX_MB,
  type DocumentFolder,
  documentFolderLabels,
  documentFolders,
  type ModuleCode,
} from '@fitfit/contracts';
import { FileInput, Select, Switch, TextInput } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { Key } from '../../../lib/queryKeys';
import { FormModal } from '../../../ui/FormModal';
import { type Editor, useEditor } from '../../../ui/useEditor';
import { AudienceFields, type AudienceForm } from '../AnnouncementForm';
import type { IntranetArea } from '../area';
import type { DocumentAuthorApi } from './authorApi';

/** What the file input accepts (the server checks the real type from the bytes anyway). */
export const ACCEPT = '.pdf,.jpg,.jpeg,.png,.webp,.docx,.xlsx,.pptx,.odt,.ods';
export const FILE_HELP = `PDF, image, Word, Excel, PowerPoint ou OpenDocument — ${DOCUMENT_MAX_MB} Mo au plus`;

/** A document as its list gives it (no history). */
export type DocumentRow = Omit<AuthoredDocument, 'versions'>;

export interface DocumentValues extends Record<string, unknown> {
  title: string;
  folder: DocumentFolder;
  requires_confirmation: boolean;
  audience: AnnouncementAudience;
  mark_ids: string[];
  module_codes: string[];
  restaurant_ids: string[];
  /** A new document's first file (required), or nothing when editing: a new version has its own button. */
  file: File | null;
  comment: string;
}
export type DocumentEditor = Editor<DocumentValues, DocumentRow, AuthoredDocument>;

const audienceList = {
  marks: ['mark_ids', 'Choisissez au moins une marque'],
  modules: ['module_codes', 'Choisissez au moins un module'],
  restaurants: ['restaurant_ids', 'Choisissez au moins un restaurant'],
} as const;

/**
 * Deposit or edit a document (docs/intranet.md « Documents »), in any author's area: title, folder, « à confirmer »,
 * the area's audiences, and for a new one its first file — created, then sent as version 1.
 */
export const useDocumentEditor = ({ kind }: IntranetArea, api: DocumentAuthorApi, affects: Key[]) =>
  useEditor<DocumentValues, DocumentRow, AuthoredDocument>({
    validate: (v, item) => {
      const list = v.audience in audienceList ? audienceList[v.audience as keyof typeof audienceList] : null;
      return {
        ...(v.title.trim() ? {} : { title: 'Le titre est obligatoire' }),
        ...(list && (v[list[0]] as string[]).length === 0 ? { [list[0]]: list[1] } : {}),
        ...(item
          ? {}
          : !v.file
            ? { file: 'Choisissez un fichier' }
            : v.file.size > DOCUMENT_MAX_MB * 1_000_000
              ? { file: `Le fichier dépasse la taille maximale de ${DOCUMENT_MAX_MB} Mo` }
              : {}),
      };
    },
    empty: {
      title: '',
      folder: 'procedures',
      requires_confirmation: false,
      audience: audiencesOf[kind][0],
      mark_ids: [],
      module_codes: [],
      restaurant_ids: [],
      file: null,
      comment: '',
    },
    toValues: (d) => ({
      title: d.title,
      folder: d.folder,
      requires_confirmation: d.requires_confirmation,
      audience: d.audience,
      mark_ids: d.mark_ids,
      module_codes: d.module_codes,
      restaurant_ids: d.restaurant_ids,
      file: null,
      comment: '',
    }),
    save: async (v, item) => {
      const body = {
        title: v.title.trim(),
        folder: v.folder,
        requires_confirmation: v.requires_confirmation,
        audience: v.audience,
        mark_ids: v.audience === 'marks' ? v.mark_ids : [],
        module_codes: (v.audience === 'modules' ? v.module_codes : []) as ModuleCode[],
        restaurant_ids: v.audience === 'restaurants' ? v.restaurant_ids : [],
      };
      if (item) return api.update(item.id, body);
      const created = await api.create(body);
      return v.file ? api.addVersion(created.id, v.file, v.comment.trim()) : created;
    },
    created: 'Document déposé',
    updated: 'Document modifié',
    affects: [[...api.root], ...affects],
  });

export const DocumentModal = ({ area, editor }: { area: IntranetArea; editor: DocumentEditor }) => (
  <FormModal
    editor={editor}
    title={editor.editing ? `Modifier « ${editor.editing.title} »` : 'Déposer un document'}
    submitLabel={editor.editing ? 'Enregistrer' : 'Déposer'}
  >
    <TextInput label="Titre" withAsterisk data-autofocus maxLength={200} {...editor.form.getInputProps('title')} />
    <Select
      label="Dossier"
      allowDeselect={false}
      data={documentFolders.map((f) => ({ value: f, label: documentFolderLabels[f] }))}
      {...editor.form.getInputProps('folder')}
    />
    <AudienceFields area={area} form={editor.form as unknown as AudienceForm} />
    <Switch
      label="À confirmer : chacun répond « J’ai lu et j’applique » (à chaque nouvelle version)"
      {...editor.form.getInputProps('requires_confirmation', { type: 'checkbox' })}
    />
    {!editor.editing && (
      <>
        <FileInput
          label="Fichier"
          withAsterisk
          placeholder="Choisir un fichier"
          description={FILE_HELP}
          accept={ACCEPT}
          leftSection={<IconUpload size={16} aria-hidden />}
          {...editor.form.getInputProps('file')}
        />
        <TextInput
          label="Commentaire de version"
          placeholder="Ce qui a changé (facultatif)"
          maxLength={500}
          {...editor.form.getInputProps('comment')}
        />
      </>
    )}
  </FormModal>
);
