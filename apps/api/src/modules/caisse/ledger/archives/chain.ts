import { type ChainBreak, GENESIS_HASH } from '@fitfit/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../../db/database';
import { inScope, type RestaurantScope } from '../../../../lib/tenant-scope';
import { archiveHash } from './manifest';

/**
 * Walks the restaurant's archive chain, for the integrity check ("Intégrité": tickets, closings and archives):
 * numbers follow each other, each names its predecessor's hash, its hash is SHA-256(previous ‖ stored
 * manifest), and the stored zip still has its recorded SHA-256. Stops at the first broken link, named.
 */
export const checkArchiveChain = async (
  db: Db,
  scope: RestaurantScope,
): Promise<{ checked: number; ok: boolean; first_break: ChainBreak | null }> => {
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
  let previous = GENESIS_HASH;
  let checked = 0;
  const broken = (r: (typeof rows)[number], kind: ChainBreak['kind'], message: string, expected: string | null): ChainBreak => ({
    number: r.number,
    id: r.id,
    business_date: r.to_date,
    kind,
    message,
    expected_hash: expected,
    stored_hash: r.hash,
  });
  for (const r of rows) {
    checked += 1;
    if (r.number !== checked) {
      const first_break = broken(r, 'missing', `L'archive n°${checked} manque : la chaîne passe à la n°${r.number}`, null);
      return { checked, ok: false, first_break };
    }
    if (r.previous_hash !== previous) {
      return {
        checked,
        ok: false,
        first_break: broken(r, 'link_broken', `L'archive n°${r.number} ne désigne pas l'empreinte de l'archive précédente`, previous),
      };
    }
    const expected = archiveHash(previous, r.manifest);
    if (expected !== r.hash) {
      return {
        checked,
        ok: false,
        first_break: broken(r, 'content_changed', `Le manifeste de l'archive n°${r.number} a été modifié après sa création`, expected),
      };
    }
    if (r.content_sha256 !== r.file_sha256) {
      return {
        checked,
        ok: false,
        first_break: broken(
          r,
          'content_changed',
          `Le fichier zip de l'archive n°${r.number} a été modifié après sa création`,
          r.file_sha256,
        ),
      };
    }
    previous = r.hash;
  }
  return { checked, ok: true, first_break: null };
};
