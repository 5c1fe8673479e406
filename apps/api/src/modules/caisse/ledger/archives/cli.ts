import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { verifyArchive } from './verify';

/**
 * `npm run compliance:verify-archive -- <archive.zip> [--public-key cle.pem]`: checks a fiscal archive offline
 * (no database, no network). Exit code 0 when intact, 1 on any alteration (each problem names its file),
 * 2 on a usage error. The public key is the one `GET …/caisse/compliance/public-key` publishes; without it,
 * the copy inside the zip is used and the output says so.
 */
const { values, positionals } = parseArgs({ allowPositionals: true, options: { 'public-key': { type: 'string' } } });
if (positionals.length !== 1) {
  console.error('Usage : npm run compliance:verify-archive -- <archive.zip> [--public-key cle.pem]');
  process.exit(2);
}
// npm runs the workspace script in apps/api: paths are the caller's, from where `npm run` was typed.
const from = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
const zip = readFileSync(from(positionals[0]));
const key = values['public-key'] ? readFileSync(from(values['public-key']), 'utf8') : undefined;
const check = verifyArchive(zip, key);
const m = check.manifest;
if (m) {
  console.log(
    `Archive n°${m.archive.number} (${m.archive.period === 'year' ? 'annuelle' : 'mensuelle'}) du ${m.archive.from_date} au ${m.archive.to_date} — ${m.restaurant.name}`,
  );
  console.log(
    `Tickets ${m.counts.tickets} · lignes ${m.counts.lines} · règlements ${m.counts.payments} · clôtures ${m.counts.closings} · événements ${m.counts.events}`,
  );
  console.log(`Empreinte de l'archive (chaîne) : ${check.hash}`);
}
if (check.key === 'embedded')
  console.log("Attention : signature vérifiée avec la clé incluse dans l'archive ; passez --public-key avec la clé publiée par l'API.");
if (check.ok) {
  console.log('Archive intègre : signature valide, fichiers conformes au manifeste.');
  process.exit(0);
}
for (const p of check.problems) console.error(`ALTÉRATION ${p.file} : ${p.message}`);
process.exit(1);
