import { frDay, haccpKindLabels, nonConformityStatusLabels, plural } from '@fitfit/contracts';
import { renderPdf } from '../../../lib/pdf-kit';
import type { FileStorage } from '../../../lib/storage/file-storage';
import { photoBytes } from '../records/photos';
import { frDateTime, type Register } from './register';

const THUMB = 64;
const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** The bytes of the stored photos, by stored value (`pdfOnly`: JPEG and PNG, what a PDF shows); a missing file is left out. */
export const loadPhotos = async (storage: FileStorage, stored: string[], pdfOnly: boolean) => {
  const found = new Map<string, Buffer>();
  for (const s of stored) {
    if (pdfOnly && !/\.(jpg|png)$/.test(s)) continue;
    const bytes = await photoBytes(storage, s, MAX_PHOTO_BYTES);
    if (bytes) found.set(s, bytes);
  }
  return found;
};

/**
 * The register as a DDPP inspector reads it: A4, one section per kind of record (when, what, verdict,
 * corrective action, who signed, corrections marked), photos as thumbnails, then the non-conformities with
 * who and when at each step.
 */
export const registerPdf = async (reg: Register, storage: FileStorage) => {
  const tz = reg.timezone;
  const photos = await loadPhotos(
    storage,
    reg.lines.flatMap((l) => l.photos),
    true,
  );
  const title = `Registre HACCP : ${reg.restaurant}`;
  return renderPdf({ size: 'A4', margin: 40, info: { Title: title, Author: 'FitFit Solution' }, bufferPages: true }, (doc) => {
    const left = 40;
    const width = doc.page.width - 80;
    const bottom = doc.page.height - 50;
    const room = (h: number) => {
      if (doc.y + h > bottom) doc.addPage();
    };
    doc.font('Helvetica-Bold').fontSize(16).text(title, left, 40, { width });
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`Période du ${frDay(reg.from)} au ${frDay(reg.to)}, heures de ${tz}.`);
    const nonCompliant = reg.lines.filter((l) => !l.compliant).length;
    doc.text(
      `${plural(reg.lines.length, 'enregistrement', 'enregistrements')}, dont ${plural(nonCompliant, 'non conforme', 'non conformes')} ; ` +
        `${plural(reg.nonConformities.length, 'non-conformité', 'non-conformités')}.`,
    );
    doc
      .fontSize(8)
      .fillColor('#555')
      .text(
        'Les enregistrements ne sont jamais modifiés ni supprimés : une correction est une nouvelle version qui remplace la précédente ; les deux figurent ici.',
      )
      .fillColor('#000');
    const kinds = [...new Set(reg.lines.map((l) => l.kind))];
    for (const kind of kinds) {
      const lines = reg.lines.filter((l) => l.kind === kind);
      room(60);
      doc.moveDown(1).font('Helvetica-Bold').fontSize(13).text(`${haccpKindLabels[kind]} (${lines.length})`, left, doc.y, { width });
      doc
        .moveTo(left, doc.y + 2)
        .lineTo(left + width, doc.y + 2)
        .strokeColor('#999')
        .stroke();
      doc.moveDown(0.5);
      for (const l of lines) {
        const images = l.photos.map((u) => photos.get(u)).filter((b): b is Buffer => !!b);
        room(images.length ? THUMB + 40 : 36);
        const top = doc.y;
        doc
          .font('Helvetica-Bold')
          .fontSize(9)
          .text(`${frDateTime(l.at, tz)}  ${l.summary}`, left, top, { width: width - 90 });
        doc
          .font('Helvetica-Bold')
          .fillColor(l.compliant ? '#1b5e20' : '#b71c1c')
          .text(l.compliant ? 'Conforme' : 'Non conforme', left + width - 85, top, { width: 85, align: 'right' })
          .fillColor('#000');
        doc.font('Helvetica').fontSize(8);
        const details = [
          l.deviation ? `Écart : ${l.deviation}` : null,
          l.corrective_action ? `Action corrective : ${l.corrective_action}` : null,
          l.comment ? `Commentaire : ${l.comment}` : null,
          `Signé par ${l.signed_by ?? '—'}${l.version > 1 ? ` (version ${l.version}, correction : ${l.correction_reason ?? '—'})` : ''}${l.superseded ? ' : remplacé par une correction' : ''}`,
        ].filter(Boolean) as string[];
        doc.text(details.join('\n'), left + 10, Math.max(doc.y, top + 12), { width: width - 10 });
        if (images.length) {
          const y = doc.y + 3;
          images.slice(0, 6).forEach((img, i) => {
            try {
              doc.image(img, left + 10 + i * (THUMB + 6), y, { fit: [THUMB, THUMB] });
            } catch {
              // a file pdfkit cannot read is left out of the printout (it stays in the register)
            }
          });
          doc.y = y + THUMB + 4;
        }
        doc.moveDown(0.4);
      }
    }
    if (reg.lines.length === 0) doc.moveDown(1).fontSize(10).text('Aucun enregistrement sur cette période.', left);
    room(60);
    doc.moveDown(1).font('Helvetica-Bold').fontSize(13).text(`Non-conformités (${reg.nonConformities.length})`, left, doc.y, { width });
    doc
      .moveTo(left, doc.y + 2)
      .lineTo(left + width, doc.y + 2)
      .strokeColor('#999')
      .stroke();
    doc.moveDown(0.5);
    const step = (label: string, name: string | null, at: string | null, note?: string | null) =>
      at ? `${label} par ${name ?? '—'} le ${frDateTime(at, tz)}${note ? ` : ${note}` : ''}` : null;
    for (const n of reg.nonConformities) {
      room(60);
      doc
        .font('Helvetica-Bold')
        .fontSize(9)
        .text(`${haccpKindLabels[n.record_kind]} : ${n.description} [${nonConformityStatusLabels[n.status]}]`, left, doc.y, { width });
      doc.font('Helvetica').fontSize(8);
      const steps = [
        step('Ouverte', n.opened_by_name, n.opened_at),
        step('Action corrective', n.action_by_name, n.action_at, n.corrective_action),
        step('Vérifiée', n.verified_by_name, n.verified_at, n.verification_note),
        step('Clôturée', n.closed_by_name, n.closed_at),
      ].filter(Boolean) as string[];
      doc.text(steps.join('\n'), left + 10, doc.y, { width: width - 10 });
      doc.moveDown(0.4);
    }
    if (reg.nonConformities.length === 0) doc.fontSize(10).text('Aucune non-conformité sur cette période.', left);
    // page numbers, once every page exists
    const range = doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      doc
        .font('Helvetica')
        .fontSize(7)
        .fillColor('#555')
        .text(`${title} : du ${frDay(reg.from)} au ${frDay(reg.to)} : page ${i + 1} sur ${range.count}`, left, doc.page.height - 30, {
          width,
          align: 'center',
          lineBreak: false,
        });
    }
  });
};
