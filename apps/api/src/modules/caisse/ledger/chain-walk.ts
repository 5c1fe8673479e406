import { type ChainBreak, GENESIS_HASH } from '@fitfit/contracts';

/** A link of a hash chain: numbered from 1, naming the hash of the one before it (PRODUCT §3.2). */
export interface ChainLink {
  number: number;
  previous_hash: string;
  hash: string;
}

/** The last link found intact (`link` null before the first one). */
export interface ChainTail<L> {
  number: number;
  hash: string;
  link: L | null;
}

/** What the walk found wrong, in its terms; each chain says it in French (`ChainRules.describe`). */
export type ChainFinding<L> =
  /** The link after `previous` is not numbered `previous.number + 1` (`link` is the one found instead). */
  | { kind: 'missing'; link: L; previous: ChainTail<L> }
  /** The link's content hashes to `recomputed`, which the next link recorded: only the stored hash was rewritten. */
  | { kind: 'hash_rewritten'; link: L; recomputed: string }
  /** The link's content no longer hashes to its stored hash. */
  | { kind: 'content_changed'; link: L; recomputed: string }
  /** The link does not name the previous one's hash: the previous was changed and hashed again (or the link edited). */
  | { kind: 'relinked'; link: L; previous: ChainTail<L> }
  /** The walk ended before the last link recorded elsewhere (the ledger state): the links after `previous` are gone. */
  | { kind: 'cut'; previous: ChainTail<L>; last: { number: number; hash: string } };

export interface ChainRules<L extends ChainLink> {
  /** The link's hash recomputed from its content and `previous_hash`; left out, only numbers and links are checked. */
  hashOf?: (link: L) => string;
  /** A check of the chain's own once the link holds (a ticket's status, an archive's stored file). */
  after?: (link: L) => ChainBreak | null;
  describe: (finding: ChainFinding<L>) => ChainBreak;
}

/**
 * The one walk of the ledger's hash chains — tickets, closings, fiscal archives, and the rows inside an archive:
 * link after link, the number follows, the content hashes to the stored hash (when it does not, the next link
 * tells a rewritten hash from changed content), the link names the previous hash; the first broken link is
 * reported and the walk stops. Links come in order, in one array or page after page (`walk` again with the next
 * page); `checked` counts the links found intact.
 */
export class ChainWalk<L extends ChainLink> {
  checked = 0;
  broken: ChainBreak | null = null;
  private previous: ChainTail<L>;

  constructor(
    private readonly rules: ChainRules<L>,
    start: { number: number; hash: string } = { number: 0, hash: GENESIS_HASH },
  ) {
    this.previous = { ...start, link: null };
  }

  /** The links in order, and the one after the last when known (a page's lookahead); false once broken. */
  walk(links: readonly L[], following?: L): boolean {
    for (let i = 0; i < links.length && !this.broken; i++) this.broken = this.check(links[i], links[i + 1] ?? following);
    return !this.broken;
  }

  /** At the end of the links: the last one against the last recorded elsewhere, when given. */
  end(last?: { number: number; hash: string }): { checked: number; ok: boolean; first_break: ChainBreak | null } {
    if (!this.broken && last && (this.previous.number !== last.number || this.previous.hash !== last.hash))
      this.broken = this.rules.describe({ kind: 'cut', previous: this.previous, last });
    return { checked: this.checked, ok: !this.broken, first_break: this.broken };
  }

  private check(link: L, next: L | undefined): ChainBreak | null {
    const { describe, hashOf, after } = this.rules;
    const previous = this.previous;
    if (link.number !== previous.number + 1) return describe({ kind: 'missing', link, previous });
    const recomputed = hashOf?.(link);
    if (recomputed !== undefined && recomputed !== link.hash)
      return describe({ kind: next?.previous_hash === recomputed ? 'hash_rewritten' : 'content_changed', link, recomputed });
    if (link.previous_hash !== previous.hash) return describe({ kind: 'relinked', link, previous });
    const own = after?.(link);
    if (own) return own;
    this.previous = { number: link.number, hash: link.hash, link };
    this.checked++;
    return null;
  }
}
