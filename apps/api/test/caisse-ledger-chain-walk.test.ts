import { GENESIS_HASH } from '@fitfit/contracts';
import { describe, expect, it } from 'vitest';
import { chainHash } from '../src/modules/caisse/ledger/chain';
import { type ChainLink, ChainWalk } from '../src/modules/caisse/ledger/chain-walk';

/**
 * The one walk of the hash chains (tickets, closings, archives, the rows inside an archive), on links made here:
 * what it reports first for each way a chain can be broken. The chains themselves are tested through the
 * integrity check (caisse-ledger-closings, caisse-ledger-seal, caisse-ledger-archives).
 */
type Link = ChainLink & { content: string };
const chainOf = (contents: string[]) => {
  const links: Link[] = [];
  for (const [i, content] of contents.entries()) {
    const previous_hash = links[i - 1]?.hash ?? GENESIS_HASH;
    links.push({ number: i + 1, previous_hash, hash: chainHash(previous_hash, content), content });
  }
  return links;
};
const walk = (links: Link[], last?: { number: number; hash: string }, pageSize = links.length) => {
  const chain = new ChainWalk<Link>({
    hashOf: (l) => chainHash(l.previous_hash, l.content),
    describe: (f) => ({
      number: 'link' in f ? f.link.number : f.previous.number + 1,
      id: null,
      business_date: null,
      kind: f.kind === 'relinked' ? 'link_broken' : f.kind === 'hash_rewritten' ? 'hash_changed' : f.kind === 'cut' ? 'missing' : f.kind,
      message: f.kind,
      expected_hash: null,
      stored_hash: null,
    }),
  });
  for (let i = 0; i < links.length; i += pageSize) if (!chain.walk(links.slice(i, i + pageSize), links[i + pageSize])) break;
  return chain.end(last);
};

describe('the ledger chain walk', () => {
  it('holds on an intact chain, in one array or page after page, and counts its links', () => {
    const links = chainOf(['a', 'b', 'c', 'd', 'e']);
    expect(walk(links, { number: 5, hash: links[4].hash })).toEqual({ checked: 5, ok: true, first_break: null });
    expect(walk(links, { number: 5, hash: links[4].hash }, 2)).toEqual({ checked: 5, ok: true, first_break: null });
    expect(walk([], { number: 0, hash: GENESIS_HASH })).toEqual({ checked: 0, ok: true, first_break: null });
  });

  it('names the first broken link: changed content, a rewritten hash (told by the next link, across a page), a gap, a relinked chain, a cut tail', () => {
    const changed = chainOf(['a', 'b', 'c']);
    changed[1].content = 'B';
    expect(walk(changed)).toMatchObject({ checked: 1, ok: false, first_break: { number: 2, message: 'content_changed' } });

    const rewritten = chainOf(['a', 'b', 'c']);
    rewritten[1].hash = 'f'.repeat(64);
    expect(walk(rewritten).first_break).toMatchObject({ number: 2, message: 'hash_rewritten' });
    expect(walk(rewritten, undefined, 2).first_break).toMatchObject({ number: 2, message: 'hash_rewritten' });
    // the last link has no next one to tell: its content is taken as changed
    const lastRewritten = chainOf(['a', 'b']);
    lastRewritten[1].hash = 'f'.repeat(64);
    expect(walk(lastRewritten).first_break).toMatchObject({ number: 2, message: 'content_changed' });

    const gap = chainOf(['a', 'b', 'c']);
    expect(walk([gap[0], gap[2]]).first_break).toMatchObject({ number: 3, message: 'missing' });

    // the second link changed and hashed again: the third no longer names its hash
    const relinked = chainOf(['a', 'b', 'c']);
    relinked[1] = { ...relinked[1], content: 'B', hash: chainHash(relinked[1].previous_hash, 'B') };
    expect(walk(relinked)).toMatchObject({ checked: 2, first_break: { number: 3, message: 'relinked' } });

    const cut = chainOf(['a', 'b', 'c']);
    expect(walk(cut.slice(0, 2), { number: 3, hash: cut[2].hash })).toMatchObject({
      checked: 2,
      first_break: { number: 3, message: 'cut' },
    });
  });
});
