import type { Announcement } from '@fitfit/contracts';
import { SimpleGrid, Switch, Text, Textarea, TextInput } from '@mantine/core';
import { dayjs } from '../../lib/dates';
import { FormModal } from '../../ui/FormModal';
import { type Editor, useEditor } from '../../ui/useEditor';
import type { IntranetApi } from './api';
import { htmlToText, textToHtml } from './body-text';

export interface AnnouncementValues extends Record<string, unknown> {
  title: string;
  text: string;
  pinned: boolean;
  requires_confirmation: boolean;
  /** `YYYY-MM-DDTHH:mm` on this device's clock; empty: now. */
  publish_at: string;
  expires_at: string;
}
export type AnnouncementEditor = Editor<AnnouncementValues, Announcement>;

const local = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DDTHH:mm') : '');
const instant = (value: string) => (value ? new Date(value).toISOString() : null);

/** The owner's form: to its team (the audience of a restaurant's announcements), now or at a date, until a date. */
export const useAnnouncementEditor = (api: IntranetApi) =>
  useEditor<AnnouncementValues, Announcement>({
    validate: (v) => ({
      ...(v.title.trim() ? {} : { title: 'Le titre est obligatoire' }),
      ...(v.text.trim() ? {} : { text: 'Le texte est obligatoire' }),
      ...(v.expires_at && new Date(v.expires_at) <= (v.publish_at ? new Date(v.publish_at) : new Date())
        ? { expires_at: 'La date d’expiration doit suivre la date de publication' }
        : {}),
    }),
    empty: { title: '', text: '', pinned: false, requires_confirmation: false, publish_at: '', expires_at: '' },
    toValues: (a) => ({
      title: a.title,
      text: htmlToText(a.body_html),
      pinned: a.pinned,
      requires_confirmation: a.requires_confirmation,
      publish_at: local(a.publish_at),
      expires_at: local(a.expires_at),
    }),
    save: (v, item) => {
      const body = {
        title: v.title,
        body_html: textToHtml(v.text),
        pinned: v.pinned,
        requires_confirmation: v.requires_confirmation,
        publish_at: instant(v.publish_at),
        expires_at: instant(v.expires_at),
        audience: 'team' as const,
      };
      return item ? api.update(item.id, body) : api.create(body);
    },
    created: (saved) => (saved.status === 'scheduled' ? 'Annonce programmée' : 'Annonce publiée pour l’équipe'),
    updated: 'Annonce modifiée',
    affects: [[...api.keys.all]],
  });

export const AnnouncementModal = ({ editor }: { editor: AnnouncementEditor }) => (
  <FormModal editor={editor} title={editor.editing ? 'Modifier l’annonce' : 'Nouvelle annonce'} submitLabel="Publier" size="xl">
    <TextInput label="Titre" withAsterisk data-autofocus {...editor.form.getInputProps('title')} />
    <Textarea
      label="Texte"
      description="Une ligne vide sépare deux paragraphes ; une ligne qui commence par « - » fait une liste."
      withAsterisk
      autosize
      minRows={6}
      maxRows={16}
      {...editor.form.getInputProps('text')}
    />
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <TextInput type="datetime-local" label="Publier le" description="Vide : tout de suite" {...editor.form.getInputProps('publish_at')} />
      <TextInput type="datetime-local" label="Expire le" description="Vide : jamais" {...editor.form.getInputProps('expires_at')} />
    </SimpleGrid>
    <Switch label="Épingler en haut des annonces" {...editor.form.getInputProps('pinned', { type: 'checkbox' })} />
    <Switch
      label="À confirmer : chacun répond « J’ai lu et j’applique »"
      {...editor.form.getInputProps('requires_confirmation', { type: 'checkbox' })}
    />
    <Text size="sm" c="dimmed">
      Destinataires : l’équipe du restaurant (propriétaires et gérants).
    </Text>
  </FormModal>
);
