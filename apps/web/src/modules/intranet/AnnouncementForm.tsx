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
import type { UseFormReturnType } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { dayjs } from '../../lib/dates';
import { FormModal } from '../../ui/FormModal';
import { type Editor, useEditor } from '../../ui/useEditor';
import type { IntranetArea } from './area';
import { zonedInput, zonedInstant, zoneLabel } from './zonedInput';

// tiptap comes with the editor only: the list, the follow-up and every other page do without it
const RichBodyEditor = lazy(() => import('./RichBodyEditor'));

export interface AnnouncementValues extends Record<string, unknown> {
  title: string;
  /** The rich text's HTML (empty: nothing typed); the server sanitises it. */
  body: string;
  pinned: boolean;
  requires_confirmation: boolean;
  /** `YYYY-MM-DDTHH:mm` in the area's timezone; empty: now. */
  publish_at: string;
  expires_at: string;
  audience: AnnouncementAudience;
  mark_ids: string[];
  module_codes: string[];
  restaurant_ids: string[];
}
export type AnnouncementEditor = Editor<AnnouncementValues, Announcement>;

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
export const useAnnouncementEditor = ({ kind, api, timezone }: IntranetArea) =>
  useEditor<AnnouncementValues, Announcement>({
    validate: (v) => {
      const list = v.audience in audienceList ? audienceList[v.audience as keyof typeof audienceList] : null;
      return {
        ...(v.title.trim() ? {} : { title: 'Le titre est obligatoire' }),
        ...(v.body.replace(/<[^>]*>/g, '').trim() ? {} : { body: 'Le texte est obligatoire' }),
        ...(list && (v[list[0]] as string[]).length === 0 ? { [list[0]]: list[1] } : {}),
        ...(v.expires_at &&
        dayjs.tz(v.expires_at, timezone).valueOf() <= (v.publish_at ? dayjs.tz(v.publish_at, timezone).valueOf() : Date.now())
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
      publish_at: zonedInput(a.publish_at, timezone),
      expires_at: zonedInput(a.expires_at, timezone),
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
        publish_at: zonedInstant(v.publish_at, timezone),
        expires_at: zonedInstant(v.expires_at, timezone),
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

/** The audience's fields of a form (an announcement's, a document's: the same rule). */
export type AudienceForm = UseFormReturnType<Pick<AnnouncementValues, 'audience' | 'mark_ids' | 'module_codes' | 'restaurant_ids'>>;

/** Who receives it: the owner's team, or the audiences of a network author with their lists. */
export const AudienceFields = ({ area, form }: { area: IntranetArea; form: AudienceForm }) => {
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
        uploadImage={async (file) => (await area.api.uploadImage(file)).url}
      />
    </Suspense>
    <AudienceFields area={area} form={editor.form as unknown as AudienceForm} />
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <TextInput
        type="datetime-local"
        label="Publier le"
        description={`Vide : tout de suite · ${zoneLabel(area.timezone)}`}
        {...editor.form.getInputProps('publish_at')}
      />
      <TextInput
        type="datetime-local"
        label="Expire le"
        description={`Vide : jamais · ${zoneLabel(area.timezone)}`}
        {...editor.form.getInputProps('expires_at')}
      />
    </SimpleGrid>
    <Switch label="Épingler en haut des annonces" {...editor.form.getInputProps('pinned', { type: 'checkbox' })} />
    <Switch
      label="À confirmer : chacun répond « J’ai lu et j’applique »"
      {...editor.form.getInputProps('requires_confirmation', { type: 'checkbox' })}
    />
  </FormModal>
);
