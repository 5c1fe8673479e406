import {
  type Announcement,
  type AnnouncementAudience,
  announcementAudienceLabels,
  audiencesOf,
  EXPIRY_MESSAGE,
  type ModuleCode,
  mainModules,
} from '@fitfit/contracts';
import { MultiSelect, Select, SimpleGrid, Skeleton, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { dayjs } from '../../lib/dates';
import { FormModal } from '../../ui/FormModal';
import { type Editor, useEditor } from '../../ui/useEditor';
import type { IntranetArea } from './area';

// tiptap comes with the editor only: the list, the follow-up and every other page do without it
const RichBodyEditor = lazy(() => import('./RichBodyEditor'));

export interface AnnouncementValues extends Record<string, unknown> {
  title: string;
  /** The rich text's HTML (empty: nothing typed); the server sanitises it. */
  body: string;
  pinned: boolean;
  requires_confirmation: boolean;
  /** `YYYY-MM-DDTHH:mm` on this device's clock; empty: now. */
  publish_at: string;
  expires_at: string;
  audience: AnnouncementAudience;
  mark_ids: string[];
  module_codes: string[];
  restaurant_ids: string[];
}
export type AnnouncementEditor = Editor<AnnouncementValues, Announcement>;

const local = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DDTHH:mm') : '');
const instant = (value: string) => (value ? new Date(value).toISOString() : null);

/** The list an audience names, and what to say when it is left empty (the server says the same). */
const audienceList = {
  marks: ['mark_ids', 'Choisissez au moins une marque'],
  modules: ['module_codes', 'Choisissez au moins un module'],
  restaurants: ['restaurant_ids', 'Choisissez au moins un restaurant'],
} as const;

/** The modules an admin may address (the restaurant menu's modules, with their titles). */
const moduleOptions = mainModules.flatMap((m) => (m.code_name ? [{ value: m.code_name, label: m.title }] : []));

const created = {
  admin: 'Annonce publiée',
  franchisor: 'Annonce publiée pour vos restaurants',
  restaurant: 'Annonce publiée pour l’équipe',
};

/** The author's form: an audience of its area (the owner: its team), now or at a date, until a date. */
export const useAnnouncementEditor = ({ kind, api }: IntranetArea) =>
  useEditor<AnnouncementValues, Announcement>({
    validate: (v) => {
      const list = v.audience in audienceList ? audienceList[v.audience as keyof typeof audienceList] : null;
      return {
        ...(v.title.trim() ? {} : { title: 'Le titre est obligatoire' }),
        ...(v.body.replace(/<[^>]*>/g, '').trim() ? {} : { body: 'Le texte est obligatoire' }),
        ...(list && (v[list[0]] as string[]).length === 0 ? { [list[0]]: list[1] } : {}),
        ...(v.expires_at && new Date(v.expires_at) <= (v.publish_at ? new Date(v.publish_at) : new Date())
          ? { expires_at: EXPIRY_MESSAGE }
          : {}),
      };
    },
    empty: {
      title: '',
      body: '',
      pinned: false,
      requires_confirmation: false,
      publish_at: '',
      expires_at: '',
      audience: audiencesOf[kind][0],
      mark_ids: [],
      module_codes: [],
      restaurant_ids: [],
    },
    toValues: (a) => ({
      title: a.title,
      body: a.body_html,
      pinned: a.pinned,
      requires_confirmation: a.requires_confirmation,
      publish_at: local(a.publish_at),
      expires_at: local(a.expires_at),
      audience: a.audience,
      mark_ids: a.mark_ids,
      module_codes: a.module_codes,
      restaurant_ids: a.restaurant_ids,
    }),
    save: (v, item) => {
      const body = {
        title: v.title,
        body_html: v.body,
        pinned: v.pinned,
        requires_confirmation: v.requires_confirmation,
        publish_at: instant(v.publish_at),
        expires_at: instant(v.expires_at),
        audience: v.audience,
        mark_ids: v.audience === 'marks' ? v.mark_ids : [],
        module_codes: (v.audience === 'modules' ? v.module_codes : []) as ModuleCode[],
        restaurant_ids: v.audience === 'restaurants' ? v.restaurant_ids : [],
      };
      return item ? api.update(item.id, body) : api.create(body);
    },
    created: (saved) => (saved.status === 'scheduled' ? 'Annonce programmée' : created[kind]),
    updated: 'Annonce modifiée',
    affects: [[...api.root]],
  });

/** Who receives it: the owner's team, or the audiences of a network author with their lists. */
const AudienceFields = ({ area, editor }: { area: IntranetArea; editor: AnnouncementEditor }) => {
  const choices = useQuery({
    queryKey: area.api.choicesKey,
    queryFn: ({ signal }) => area.api.choices(signal),
    enabled: area.kind !== 'restaurant',
  });
  if (area.kind === 'restaurant')
    return (
      <Text size="sm" c="dimmed">
        Destinataires : l’équipe du restaurant (propriétaires et gérants).
      </Text>
    );
  const { form } = editor;
  const audience = form.values.audience;
  return (
    <>
      <Select
        label="Destinataires"
        withAsterisk
        allowDeselect={false}
        data={audiencesOf[area.kind].map((a) => ({ value: a, label: announcementAudienceLabels[a] }))}
        {...form.getInputProps('audience')}
      />
      {audience === 'marks' && (
        <MultiSelect
          label="Marques"
          withAsterisk
          searchable
          data={(choices.data?.marks ?? []).map((m) => ({ value: m.id, label: m.name }))}
          {...form.getInputProps('mark_ids')}
        />
      )}
      {audience === 'modules' && <MultiSelect label="Modules" withAsterisk data={moduleOptions} {...form.getInputProps('module_codes')} />}
      {audience === 'restaurants' && (
        <MultiSelect
          label="Restaurants"
          withAsterisk
          searchable
          nothingFoundMessage="Aucun restaurant"
          data={(choices.data?.restaurants ?? []).map((r) => ({ value: r.id, label: r.mark_name ? `${r.name} (${r.mark_name})` : r.name }))}
          {...form.getInputProps('restaurant_ids')}
        />
      )}
    </>
  );
};

export const AnnouncementModal = ({ area, editor }: { area: IntranetArea; editor: AnnouncementEditor }) => (
  <FormModal editor={editor} title={editor.editing ? 'Modifier l’annonce' : 'Nouvelle annonce'} submitLabel="Publier" size="xl">
    <TextInput label="Titre" withAsterisk data-autofocus {...editor.form.getInputProps('title')} />
    <Suspense fallback={<Skeleton height={240} />}>
      <RichBodyEditor
        id="announcement-body"
        label="Texte"
        value={editor.form.values.body}
        onChange={(html) => editor.form.setFieldValue('body', html)}
        error={editor.form.errors.body as string | undefined}
      />
    </Suspense>
    <AudienceFields area={area} editor={editor} />
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <TextInput type="datetime-local" label="Publier le" description="Vide : tout de suite" {...editor.form.getInputProps('publish_at')} />
      <TextInput type="datetime-local" label="Expire le" description="Vide : jamais" {...editor.form.getInputProps('expires_at')} />
    </SimpleGrid>
    <Switch label="Épingler en haut des annonces" {...editor.form.getInputProps('pinned', { type: 'checkbox' })} />
    <Switch
      label="À confirmer : chacun répond « J’ai lu et j’applique »"
      {...editor.form.getInputProps('requires_confirmation', { type: 'checkbox' })}
    />
  </FormModal>
);
