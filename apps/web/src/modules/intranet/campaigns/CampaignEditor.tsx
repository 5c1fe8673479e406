import { audiencesOf, type Campaign, DEADLINE_MESSAGE, type ModuleCode, PROOF_MESSAGE } from '@fitfit/contracts';
import { NumberInput, SimpleGrid, Skeleton, Switch, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { dayjs } from '../../../lib/dates';
import { FormModal } from '../../../ui/FormModal';
import { type Editor, useEditor } from '../../../ui/useEditor';
import { AudienceFields, type AudienceForm } from '../AnnouncementForm';
import type { IntranetArea } from '../area';
import type { CampaignAuthorApi } from './api';

// tiptap comes with the editor only (as the announcements')
const RichBodyEditor = lazy(() => import('../RichBodyEditor'));

export interface CampaignValues extends Record<string, unknown> {
  title: string;
  instructions: string;
  /** `YYYY-MM-DDTHH:mm` in the area's timezone; publish empty: now. */
  deadline_at: string;
  publish_at: string;
  photos_required: number;
  comment_required: boolean;
  audience: Campaign['audience'];
  mark_ids: string[];
  module_codes: string[];
  restaurant_ids: string[];
}
export type CampaignEditorState = Editor<CampaignValues, Campaign>;

const local = (iso: string | null, tz: string) => (iso ? dayjs(iso).tz(tz).format('YYYY-MM-DDTHH:mm') : '');
const instant = (value: string, tz: string) => (value ? dayjs.tz(value, tz).toISOString() : null);
const zoneLabel = (tz: string) => `heure de ${(tz.split('/').pop() ?? tz).replaceAll('_', ' ')}`;
const audienceList = {
  marks: ['mark_ids', 'Choisissez au moins une marque'],
  modules: ['module_codes', 'Choisissez au moins un module'],
  restaurants: ['restaurant_ids', 'Choisissez au moins un restaurant'],
} as const;

/** The author's campaign form: instructions, deadline, proof asked, audience of its area, now or at a date. */
export const useCampaignEditor = ({ kind, timezone }: IntranetArea, api: CampaignAuthorApi) =>
  useEditor<CampaignValues, Campaign>({
    validate: (v) => {
      const list = v.audience in audienceList ? audienceList[v.audience as keyof typeof audienceList] : null;
      const publish = v.publish_at ? dayjs.tz(v.publish_at, timezone).valueOf() : Date.now();
      return {
        ...(v.title.trim() ? {} : { title: 'Le titre est obligatoire' }),
        ...(v.instructions.replace(/<[^>]*>/g, '').trim() ? {} : { instructions: 'Les consignes sont obligatoires' }),
        ...(!v.deadline_at
          ? { deadline_at: 'L’échéance est obligatoire' }
          : dayjs.tz(v.deadline_at, timezone).valueOf() <= publish
            ? { deadline_at: DEADLINE_MESSAGE }
            : {}),
        ...(v.photos_required === 0 && !v.comment_required ? { photos_required: PROOF_MESSAGE } : {}),
        ...(list && (v[list[0]] as string[]).length === 0 ? { [list[0]]: list[1] } : {}),
      };
    },
    empty: {
      title: '',
      instructions: '',
      deadline_at: '',
      publish_at: '',
      photos_required: 1,
      comment_required: false,
      audience: audiencesOf[kind][0],
      mark_ids: [],
      module_codes: [],
      restaurant_ids: [],
    },
    toValues: (c) => ({
      title: c.title,
      instructions: c.instructions_html,
      deadline_at: local(c.deadline_at, timezone),
      publish_at: local(c.publish_at, timezone),
      photos_required: c.photos_required,
      comment_required: c.comment_required,
      audience: c.audience,
      mark_ids: c.mark_ids,
      module_codes: c.module_codes,
      restaurant_ids: c.restaurant_ids,
    }),
    save: (v, item) => {
      const body = {
        title: v.title,
        instructions_html: v.instructions,
        deadline_at: instant(v.deadline_at, timezone) ?? '',
        publish_at: instant(v.publish_at, timezone),
        photos_required: v.photos_required,
        comment_required: v.comment_required,
        audience: v.audience,
        mark_ids: v.audience === 'marks' ? v.mark_ids : [],
        module_codes: (v.audience === 'modules' ? v.module_codes : []) as ModuleCode[],
        restaurant_ids: v.audience === 'restaurants' ? v.restaurant_ids : [],
      };
      return item ? api.update(item.id, body) : api.create(body);
    },
    created: (saved) => (saved.status === 'scheduled' ? 'Campagne programmée' : 'Campagne lancée'),
    updated: 'Campagne modifiée',
    affects: [[...api.root]],
  });

export const CampaignModal = ({ area, editor }: { area: IntranetArea; editor: CampaignEditorState }) => (
  <FormModal editor={editor} title={editor.editing ? 'Modifier la campagne' : 'Nouvelle campagne'} submitLabel="Publier" size="xl">
    <TextInput label="Titre" withAsterisk data-autofocus {...editor.form.getInputProps('title')} />
    <Suspense fallback={<Skeleton height={240} />}>
      <RichBodyEditor
        id="campaign-instructions"
        label="Consignes"
        value={editor.form.values.instructions}
        onChange={(html) => editor.form.setFieldValue('instructions', html)}
        error={editor.form.errors.instructions as string | undefined}
      />
    </Suspense>
    <AudienceFields area={area} form={editor.form as unknown as AudienceForm} />
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <TextInput
        type="datetime-local"
        label="À rendre avant le"
        withAsterisk
        description={zoneLabel(area.timezone)}
        {...editor.form.getInputProps('deadline_at')}
      />
      <TextInput
        type="datetime-local"
        label="Publier le"
        description={`Vide : tout de suite · ${zoneLabel(area.timezone)}`}
        {...editor.form.getInputProps('publish_at')}
      />
    </SimpleGrid>
    <SimpleGrid cols={{ base: 1, xs: 2 }}>
      <NumberInput label="Photos demandées" min={0} max={10} allowDecimal={false} {...editor.form.getInputProps('photos_required')} />
      <Switch mt={{ xs: 30 }} label="Commentaire demandé" {...editor.form.getInputProps('comment_required', { type: 'checkbox' })} />
    </SimpleGrid>
  </FormModal>
);
