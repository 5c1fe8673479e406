import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HaccpWorld, haccpWorld } from './haccp-helpers';
import { pdfText } from './pdf-text';

let w: HaccpWorld;
const today = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Paris' }).format(new Date());
beforeAll(async () => {
  w = await haccpWorld();
  const room = await w.equipment({ name: 'Chambre froide export', kind: 'cold_room', min_c: 0, max_c: 3 });
  // out of range: saved with its corrective action, which the non-conformity starts with
  const hot = (
    await w.call('POST', 'temperatures', { equipment_id: room.id, temperature_c: 7.5, corrective_action: 'Produits jetés, porte réparée' })
  ).json();
  await w.call('POST', `non-conformities/${hot.non_conformity.id}/steps`, { step: 'verified', note: 'Relevé suivant à 2 °C' });
  const ok = (await w.call('POST', 'temperatures', { equipment_id: room.id, temperature_c: 2 })).json();
  await w.call('POST', `temperatures/${ok.id}/corrections`, {
    equipment_id: room.id,
    temperature_c: 2.4,
    correction_reason: 'Chiffre mal lu',
  });
  await w.call('POST', 'oils', { fryer: 'Friteuse export', polar_percent: 18, action: 'filtered' });
});
afterAll(() => w.ctx.close());

const exportOf = (format: string, from = today(), to = today(), token?: string) =>
  w.call('GET', `register/export?from=${from}&to=${to}&format=${format}`, undefined, token);

describe('HACCP inspector export', () => {
  it('gives the register of a period as a French PDF: records by kind, verdicts, who signed, corrections, non-conformities and their steps', async () => {
    const res = await exportOf('pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="registre-haccp-${today()}-${today()}.pdf"`);
    const text = (await pdfText(res.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain('Registre HACCP');
    expect(text).toContain('Relevé de température (3)');
    expect(text).toContain("Contrôle d'huile (1)");
    expect(text).toContain('Chambre froide export : 7,5 °C');
    expect(text).toContain('Non conforme');
    expect(text).toMatch(/Signé par \S+/);
    expect(text).toContain('version 2, correction : Chiffre mal lu');
    expect(text).toContain('remplacé par une correction');
    expect(text).toContain('Non-conformités (1)');
    expect(text).toContain('Action corrective par');
    expect(text).toContain('Produits jetés, porte réparée');
    expect(text).toContain('Vérifiée par');
    expect(text).toContain('page 1 sur');
  });

  it('gives the same as a zip of CSVs (semicolons, UTF-8 with BOM), and an empty period reads empty', async () => {
    const res = await exportOf('zip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(files).sort()).toEqual(['LISEZ-MOI.txt', 'non-conformites.csv', 'oil.csv', 'temperature.csv']);
    const temperatures = Buffer.from(files['temperature.csv']);
    expect([...temperatures.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = temperatures.toString('utf8').slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Date et heure;Enregistrement;Conforme;Écart;Action corrective;Commentaire;Signé par;Version;Motif de correction;Remplacé par une correction;Photos',
    );
    expect(lines).toHaveLength(4);
    expect(lines.some((l) => l.includes('Chambre froide export : 7,5 °C;non;'))).toBe(true);
    const ncs = Buffer.from(files['non-conformites.csv']).toString('utf8');
    expect(ncs).toContain('Produits jetés, porte réparée');
    expect(ncs).toContain('Vérifiée');
    const empty = unzipSync(new Uint8Array((await exportOf('zip', '2020-01-01', '2020-01-31')).rawPayload));
    expect(Object.keys(empty).sort()).toEqual(['LISEZ-MOI.txt', 'non-conformites.csv']);
    const emptyPdf = await pdfText((await exportOf('pdf', '2020-01-01', '2020-01-31')).rawPayload);
    expect(emptyPdf).toContain('Aucun enregistrement sur cette période.');
  });

  it('refuses a reversed or too long period, another restaurant (403) and shows nothing of another restaurant', async () => {
    expect((await exportOf('pdf', '2026-02-01', '2026-01-01')).statusCode).toBe(400);
    const long = await exportOf('zip', '2024-01-01', '2026-01-01');
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields.to).toBe('La période ne peut pas dépasser un an');
    expect((await exportOf('xlsx')).statusCode).toBe(400);
    expect((await exportOf('pdf', today(), today(), w.tokens.restorerB)).statusCode).toBe(403);
    const b = await w.call('GET', `register/export?from=${today()}&to=${today()}&format=zip`, undefined, w.tokens.restorerB, w.b);
    expect(Object.keys(unzipSync(new Uint8Array(b.rawPayload))).sort()).toEqual(['LISEZ-MOI.txt', 'non-conformites.csv']);
  });
});
