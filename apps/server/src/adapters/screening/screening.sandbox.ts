import { readFileSync } from 'node:fs';
import path from 'node:path';
import Fuse from 'fuse.js';
import type { ScreeningHit } from '@remit/contract/merchant';
import { SERVER_ROOT } from '../../paths';
import type { Screening } from './screening';

export const SANDBOX_WATCHLIST = path.join(SERVER_ROOT, 'src/adapters/screening/watchlist.sandbox.txt');

/** Names from a list file: one per line, blank lines and `#` comments skipped. */
export const readWatchlist = (file: string) =>
  readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));

/** Folds case and accents so "José" and "Jose" compare equal. */
const fold = (s: string) =>
  s.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * Fuzzy matching with fuse.js (Bitap): a near-spelling ("Victor Blackwod") is a hit. Fuse scores 0 for a
 * perfect match and 1 for none; a hit is reported as 100 − 100 × score, and only when at least `minScore`.
 */
export const createSandboxScreening = (
  options: { file?: string; names?: string[]; minScore?: number } = {},
): Screening => {
  const listName = path.basename(options.file ?? SANDBOX_WATCHLIST);
  const names = options.names ?? readWatchlist(options.file ?? SANDBOX_WATCHLIST);
  const entries = names.map((name) => ({ name, folded: fold(name) }));
  const fuse = new Fuse(entries, {
    keys: ['folded'],
    includeScore: true,
    ignoreLocation: true,
    threshold: 0.35,
  });
  const minScore = options.minScore ?? 70;
  return {
    async screen(candidates) {
      const best = new Map<string, ScreeningHit>();
      for (const candidate of new Set(candidates.map((c) => c.trim()).filter(Boolean))) {
        for (const r of fuse.search(fold(candidate))) {
          const score = Math.round(100 - 100 * (r.score ?? 1));
          if (score < minScore) continue;
          const prev = best.get(r.item.name);
          if (!prev || prev.score < score)
            best.set(r.item.name, { listedName: r.item.name, matchedName: candidate, score, list: listName });
        }
      }
      return [...best.values()].sort((a, b) => b.score - a.score);
    },
  };
};
