import type { ChainBreak } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../../db/database';
import { inScope, type RestaurantScope } from '../../../../lib/tenant-scope';
import { type ChainReport, ChainWalk } from '../chain-walk';
import { archiveHash } from './manifest';

/**
 * Walks the restaurant's archive chain, for the integrity check ("Intégrité": tickets, closings and archives):
 * the ledger's one walk (chain-walk.ts): numbers follow each other, its hash is SHA-256(previous ‖ stored manifest),
 * it names its predecessor's hash, and the stored zip still has its recorded SHA-256. Every broken link named.
 */
export const checkArchiveChain = async (db: Db, scope: RestaurantScope): Promise<ChainReport> => {
  const { rows } = await db.execute<{
    id: string;
    number: number;
    to_date: string;
    manifest: string;
    previous_hash: string;
    hash: string;
    file_sha256: string;
    content_sha256: string;
  }>(
    sql`select id, number, to_date::text as to_date, manifest, previous_hash, hash, file_sha256, encode(sha256(content), 'hex') as content_sha256
        from caisse_fiscal_archives where ${inScope(scope, sql`restaurant_id`)} order by number`,
  );
  type Row = (typeof rows)[number];
  const broken = (r: Row, kind: ChainBreak['kind'], message: string, expected: string | null): ChainBreak => ({
    number: r.number,
    id: r.id,
    business_date: r.to_date,
    kind,
    message,
    expected_hash: expected,
    stored_hash: r.hash,
  });
  const chain = new ChainWalk<Row>({
    hashOf: (r) => archiveHash(r.previous_hash, r.manifest),
    // the zip stored with the archive still has the SHA-256 recorded when it was made
    after: (r) =>
      r.content_sha256 !== r.file_sha256
        ? broken(r, 'content_changed', `Le fichier zip de l'archive n°${r.number} a été modifié après sa création`, r.file_sha256)
        : null,
    describe: (f) => {
      switch (f.kind) {
        case 'missing':
          return broken(f.link, 'missing', `L'archive n°${f.previous.number + 1} manque : la chaîne passe à la n°${f.link.number}`, null);
        case 'hash_rewritten':
          return broken(f.link, 'hash_changed', `L'empreinte de l'archive n°${f.link.number} a été réécrite`, f.recomputed);
        case 'content_changed':
          return broken(
            f.link,
            'content_changed',
            `Le manifeste de l'archive n°${f.link.number} a été modifié après sa création`,
            f.recomputed,
          );
        case 'relinked':
          return broken(
            f.link,
            'link_broken',
            `L'archive n°${f.link.number} ne désigne pas l'empreinte de l'archive précédente`,
            f.previous.hash,
          );
        case 'inserted': // archives carry no number in their hash: an insertion shows as a relinked chain
          return broken(f.link, 'inserted', `L'archive n°${f.link.number} a été ajoutée dans la chaîne après coup`, null);
        case 'cut':
        case 'appended': // not asked for: no other record of the last archive
          return {
            ...broken(f.previous.link ?? rows[0], 'missing', `Les archives après la n°${f.previous.number} ont disparu`, f.last.hash),
          };
      }
    },
  });
  chain.walk(rows);
  return chain.end();
};
