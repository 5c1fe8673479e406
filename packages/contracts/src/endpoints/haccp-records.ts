import { z } from 'zod';
import {
  checklistInputs,
  checklistSchema,
  cleaningInputs,
  cleaningSchema,
  type HaccpKind,
  heatTransferInputs,
  heatTransferSchema,
  oilInputs,
  oilSchema,
  receptionInputs,
  receptionSchema,
  recordPhotoSchema,
  recordQuerySchema,
  temperatureInputs,
  temperatureSchema,
  traceabilityInputs,
  traceabilitySchema,
} from '../haccp';
import { productionInputs, productionSchema } from '../haccp-productions';
import { pageEnvelope } from '../paging';
import { endpoint, fileUpload } from './endpoint';
import { restaurantItemParamsSchema, restaurantParamsSchema, restaurantPath } from './params';

const tags = ['haccp'] as const;

/** French nouns of a kind of record: the OpenAPI summaries and the API's 404 message. */
export interface RecordNoun {
  one: string;
  many: string;
  notFound: string;
}

/**
 * One kind of HACCP record as both sides see it: its path under `haccp/`, its nouns, its two bodies and its item.
 * How an entry is checked and stored is the API's (modules/haccp/records/kinds.ts spreads this entry).
 */
const recordKind = <const P extends string, C extends z.ZodType, K extends z.ZodType, I extends z.ZodType>(
  path: P,
  noun: RecordNoun,
  inputs: { create: C; correct: K },
  item: I,
) => {
  const base = restaurantPath(`haccp/${path}`);
  const params = restaurantParamsSchema;
  const itemParams = restaurantItemParamsSchema;
  return {
    path,
    noun,
    create: inputs.create,
    correct: inputs.correct,
    item,
    /** The routes every kind has, and only these: no PUT, no DELETE (PRODUCT §5); a correction is a new version. */
    endpoints: {
      list: endpoint({
        method: 'GET',
        path: base,
        params,
        query: recordQuerySchema,
        response: pageEnvelope(item),
        summary: `${noun.many} (versions en vigueur)`,
        tags,
      }),
      get: endpoint({
        method: 'GET',
        path: `${base}/:id`,
        params: itemParams,
        response: item,
        summary: `${noun.many} : une version`,
        tags,
      }),
      history: endpoint({
        method: 'GET',
        path: `${base}/:id/history`,
        params: itemParams,
        response: z.object({ versions: z.array(item) }),
        summary: `${noun.many} : toutes les versions, de la première à la dernière`,
        tags,
      }),
      create: endpoint({
        method: 'POST',
        path: base,
        params,
        body: inputs.create,
        response: item,
        status: 201,
        summary: `Enregistrer ${noun.one}`,
        tags,
      }),
      correct: endpoint({
        method: 'POST',
        path: `${base}/:id/corrections`,
        params: itemParams,
        body: inputs.correct,
        response: item,
        status: 201,
        summary: `Corriger ${noun.one} (nouvelle version qui remplace la précédente)`,
        tags,
      }),
    },
  };
};

/** The registry of the kinds of HACCP record (docs/haccp.md "Records"), by kind. */
export const haccpRecordKinds = {
  temperature: recordKind(
    'temperatures',
    { one: 'un relevé de température', many: 'Relevés de température', notFound: 'Relevé introuvable' },
    temperatureInputs,
    temperatureSchema,
  ),
  reception: recordKind(
    'receptions',
    { one: 'un contrôle à réception', many: 'Contrôles à réception', notFound: 'Contrôle à réception introuvable' },
    receptionInputs,
    receptionSchema,
  ),
  oil: recordKind(
    'oils',
    { one: "un contrôle d'huile", many: "Contrôles d'huile", notFound: "Contrôle d'huile introuvable" },
    oilInputs,
    oilSchema,
  ),
  heat_transfer: recordKind(
    'heat-transfers',
    { one: 'un contrôle temps/température', many: 'Contrôles temps/température', notFound: 'Contrôle temps/température introuvable' },
    heatTransferInputs,
    heatTransferSchema,
  ),
  traceability: recordKind(
    'traceabilities',
    { one: 'une traçabilité', many: 'Traçabilités', notFound: 'Traçabilité introuvable' },
    traceabilityInputs,
    traceabilitySchema,
  ),
  cleaning: recordKind(
    'cleanings',
    { one: 'un nettoyage', many: 'Nettoyages réalisés', notFound: 'Nettoyage introuvable' },
    cleaningInputs,
    cleaningSchema,
  ),
  checklist: recordKind(
    'checklists',
    { one: 'une checklist', many: 'Checklists remplies', notFound: 'Checklist introuvable' },
    checklistInputs,
    checklistSchema,
  ),
  production: recordKind(
    'productions',
    { one: 'une production', many: 'Productions', notFound: 'Production introuvable' },
    productionInputs,
    productionSchema,
  ),
} satisfies Record<HaccpKind, unknown>;

/** A kind's entry of the registry, whatever the kind (its schemas as plain zod types). */
export type HaccpRecordKind = ReturnType<typeof recordKind<string, z.ZodType, z.ZodType, z.ZodType>>;

/** `POST haccp/records/:id/photos` (multipart, field « file »): a photo added to a record of any kind. */
export const haccpRecordPhotoEndpoint = endpoint({
  method: 'POST',
  path: restaurantPath('haccp/records/:id/photos'),
  params: restaurantItemParamsSchema,
  body: fileUpload,
  response: recordPhotoSchema,
  status: 201,
  summary: 'Ajouter une photo à un enregistrement (étiquette, bon de livraison…) : JPEG, PNG ou WebP, 5 Mo au plus',
  tags,
});
