import { z } from 'zod';
import { optionalText, text } from './primitives';

/** What the cleaning plan and the checklists are made of (PRODUCT §5): configuration, editable; what is done is a record. */

export const cleaningFrequencies = ['after_use', 'daily', 'weekly', 'monthly'] as const;
export const cleaningFrequencyLabels: Record<(typeof cleaningFrequencies)[number], string> = {
  after_use: 'Après chaque utilisation',
  daily: 'Chaque jour',
  weekly: 'Chaque semaine',
  monthly: 'Chaque mois',
};
export const cleaningTaskInputSchema = z.strictObject({
  zone: text(80),
  task: text(160),
  product: optionalText(120),
  method: optionalText(500),
  frequency: z.enum(cleaningFrequencies),
  active: z.boolean(),
});
export type CleaningTaskInput = z.infer<typeof cleaningTaskInputSchema>;
export const cleaningTaskSchema = z.object({
  id: z.uuid(),
  zone: z.string(),
  task: z.string(),
  product: z.string().nullable(),
  method: z.string().nullable(),
  frequency: z.enum(cleaningFrequencies),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CleaningTask = z.infer<typeof cleaningTaskSchema>;

export const checklistMoments = ['opening', 'service', 'closing'] as const;
export const checklistMomentLabels: Record<(typeof checklistMoments)[number], string> = {
  opening: 'Ouverture',
  service: 'Service',
  closing: 'Fermeture',
};
export const checklistTemplateInputSchema = z.strictObject({
  name: text(80),
  moment: z.enum(checklistMoments),
  items: z.array(text(160)).min(1).max(50),
  active: z.boolean(),
});
export type ChecklistTemplateInput = z.infer<typeof checklistTemplateInputSchema>;
export const checklistTemplateSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  moment: z.enum(checklistMoments),
  items: z.array(z.string()),
  active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ChecklistTemplate = z.infer<typeof checklistTemplateSchema>;
