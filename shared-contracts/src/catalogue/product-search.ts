/**
 * The catalogue's search, defined once for the server's `GET /api/products?q=` and the shop in the
 * browser, so both find and rank the same products. MiniSearch (BM25 over a radix tree, runs in Node
 * and the browser, adds and removes one document at a time) does the matching and scoring; this file
 * only says how: which fields count and how much (name above category above description; the
 * descriptions only rank what the name or category found), how many typos a word forgives (one from
 * 4 letters, two from 8), prefixes while typing, every word of the query must match, and Indian
 * furniture words in any of their spellings, singular or plural.
 *
 * The spec's rule still holds on top: a product whose name or category holds the trimmed query
 * (case-insensitive) is always found, after the ranked ones ("eak" finds teak).
 */
import MiniSearch, { type Query, type SearchOptions } from 'minisearch';
import type { Product } from '../types';

/** What the search reads of a product. */
export type SearchableProduct = Pick<Product, 'id' | 'productName' | 'category' | 'shortDesc' | 'description'>;

/** Field weights: a word in the name counts most, then the category, then the descriptions. */
export const PRODUCT_SEARCH_BOOSTS = { productName: 4, category: 2, description: 1 } as const;

type SearchField = keyof typeof PRODUCT_SEARCH_BOOSTS;
const FIELDS = Object.keys(PRODUCT_SEARCH_BOOSTS) as SearchField[];
/**
 * The fields a product is found by (the spec: search is on the name or the category). The
 * descriptions only rank what these found: a sofa whose description says sofa again comes first,
 * a laptop table "for the sofa" is not a sofa.
 */
const MATCHED_FIELDS: SearchField[] = ['productName', 'category'];

/** Typing mistakes (Levenshtein edits) a query word forgives: none under 4 letters, one from 4, two from 8. */
export function typoAllowance(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/** Spellings of one word, each to the one the index keeps (transliterations of Hindi words vary). */
const SPELLINGS: Readonly<Record<string, string>> = {
  shisham: 'sheesham',
  shesham: 'sheesham',
  seesham: 'sheesham',
  almira: 'almirah',
  almari: 'almirah',
  almairah: 'almirah',
  divan: 'diwan',
  dewan: 'diwan',
  deewan: 'diwan',
  takhat: 'takht',
  takhth: 'takht',
  takhta: 'takht',
};

/**
 * Indian furniture words and the English words a shopper means by them: "diwan" also finds sofas,
 * ranked below products that say diwan. Keys and words are as the index keeps them.
 */
const ALSO_MEANS: Readonly<Record<string, readonly string[]>> = {
  diwan: ['sofa'],
  takht: ['bed'],
  almirah: ['wardrobe', 'cupboard'],
};

/** A word that means a product only by ALSO_MEANS counts this much of one that says it. */
const ALSO_MEANS_WEIGHT = 0.5;

/**
 * The shortest last word matched as a prefix: shorter, it would expand to a good part of the
 * vocabulary ("5" to every number starting with 5) for little meaning; the spec's substring rule
 * still finds names and categories that hold it.
 */
export const MIN_PREFIX_LENGTH = 3;

/** The most query words the index is asked about (the spec's substring rule still reads the whole query). */
export const MAX_SEARCH_WORDS = 12;

/** English plurals to their singular, so "sofas" finds a sofa and "benches" a bench. */
function singular(word: string): string {
  if (word.length <= 3 || /(?:ss|us|is)$/.test(word)) return word;
  if (/(?:ch|sh|ss|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** One word as the index keeps it: lower case, accents dropped, singular, one spelling. Null: no word. */
export function searchWord(word: string): string | null {
  const plain = word
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  if (!plain) return null;
  const one = singular(plain);
  return SPELLINGS[one] ?? one;
}

/** Splits on spaces and punctuation (as MiniSearch does): "Three-Seater" is two words. */
const WORD_BREAK = /[\n\r\p{Z}\p{P}]+/u;
const words = (text: string): string[] => text.split(WORD_BREAK).filter(Boolean);

const SEARCH_OPTIONS: SearchOptions = {
  boost: { ...PRODUCT_SEARCH_BOOSTS },
  combineWith: 'AND',
  fuzzy: (term) => typoAllowance(term),
};

function newIndex(): MiniSearch<SearchableProduct> {
  return new MiniSearch<SearchableProduct>({
    fields: FIELDS,
    extractField: (product, field) =>
      field === 'description'
        ? `${product.shortDesc}\n${product.description}`
        : String(product[field as keyof SearchableProduct]),
    processTerm: searchWord,
    searchOptions: SEARCH_OPTIONS,
    // Documents are removed exactly (remove, not discard): nothing is left to vacuum.
    autoVacuum: false,
  });
}

/**
 * The query the index is asked: every word must match; a word with ALSO_MEANS may match by either.
 * The last word may be unfinished (the shopper is typing it), so it also matches as a prefix.
 */
function indexQuery(text: string): Query | null {
  const asked = words(text)
    .map(searchWord)
    .filter((word): word is string => Boolean(word))
    .slice(0, MAX_SEARCH_WORDS);
  if (asked.length === 0) return null;
  return {
    combineWith: 'AND',
    queries: asked.map((word, i): Query => {
      const also = ALSO_MEANS[word];
      const queries: Query[] = also
        ? [word, { combineWith: 'OR', queries: [...also], boostTerm: () => ALSO_MEANS_WEIGHT }]
        : [word];
      return { combineWith: 'OR', queries, prefix: i === asked.length - 1 && word.length >= MIN_PREFIX_LENGTH };
    }),
  };
}

/** Lower-cased name and category, once per product object (a change brings a new object). */
const plainTexts = new WeakMap<SearchableProduct, string>();

/** The spec's rule: the trimmed, lower-cased query inside the name or the category. */
function holdsQuery(product: SearchableProduct, needle: string): boolean {
  let text = plainTexts.get(product);
  if (text === undefined) {
    text = `${product.productName.toLowerCase()}\u0000${product.category.toLowerCase()}`;
    plainTexts.set(product, text);
  }
  return text.includes(needle);
}

/**
 * Scores to a millionth: an index kept current by many small changes and one built at once add the
 * same numbers in another order, and must still rank alike.
 */
const steadyScore = (score: number): number => Math.round(score * 1e6);

export interface ProductSearch<T extends SearchableProduct> {
  /** Brings the index up to `list` now (rank does it too): to build it before the first search. */
  follow(list: readonly T[]): void;
  /**
   * Brings the index up to `list` `batchSize` products at a time, letting other work run between
   * batches: a server indexing 100,000 products at start keeps answering meanwhile (indexed at
   * once, they held its event loop for seconds). A rank or follow called meanwhile indexes the
   * rest itself; the batches after it find those products indexed and skip them.
   */
  prepare(list: readonly T[], batchSize?: number): Promise<void>;
  /**
   * The products of `list` that match `query`, best first; equal scores keep `list`'s order, and
   * products found only by the spec's substring rule follow in `list`'s order. A blank query
   * matches nothing here (callers show the whole list). The index follows `list`: products added,
   * changed (a new object) or gone since the last call are indexed again, the rest are not.
   */
  rank(list: readonly T[], query: string): T[];
}

/** A search index that keeps itself equal to the list it is last asked about (one per list kept). */
export function createProductSearch<T extends SearchableProduct>(): ProductSearch<T> {
  const index = newIndex();
  const indexed = new Map<string, T>();
  let follows: readonly T[] | null = null;
  let position = new Map<string, number>();

  /** Indexes the product unless this very object is indexed already (a change brings a new object). */
  function indexProduct(product: T): void {
    const before = indexed.get(product.id);
    if (before === product) return;
    if (before) index.remove(before);
    index.add(product);
    indexed.set(product.id, product);
  }

  function follow(list: readonly T[]): void {
    if (list === follows) return;
    const next = new Map<string, number>();
    list.forEach((product, i) => {
      if (next.has(product.id)) return;
      next.set(product.id, i);
      indexProduct(product);
    });
    for (const [id, product] of indexed) {
      if (!next.has(id)) {
        index.remove(product);
        indexed.delete(id);
      }
    }
    follows = list;
    position = next;
  }

  return {
    follow,
    async prepare(list, batchSize = 2000) {
      const followedBefore = follows;
      const seen = new Set<string>();
      // Stops once a rank or follow brought the index up to a list itself (this one or a newer one).
      for (let start = 0; start < list.length && follows === followedBefore; start += batchSize) {
        for (const product of list.slice(start, start + batchSize)) {
          // The first of a repeated id is the one follow keeps.
          if (!seen.has(product.id)) indexProduct(product);
          seen.add(product.id);
        }
        // For the shoppers whose requests wait on this thread: a macrotask between batches lets them
        // be answered (a server's start indexing 100,000 products); not a pause of its own.
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      if (follows === followedBefore) follow(list);
    },
    rank(list, text) {
      const needle = text.trim().toLowerCase();
      if (!needle) return [];
      follow(list);
      const query = indexQuery(text);
      const matched = new Set(query ? index.search(query, { fields: MATCHED_FIELDS }).map((hit) => hit.id) : []);
      const hits =
        query && matched.size
          ? index
              .search(query, { filter: (hit) => matched.has(hit.id) })
              .map((hit) => ({ id: String(hit.id), score: steadyScore(hit.score) }))
              .sort((a, b) => b.score - a.score || position.get(a.id)! - position.get(b.id)!)
          : [];
      const found = new Set(hits.map((hit) => hit.id));
      const ranked = hits.map((hit) => indexed.get(hit.id)!);
      for (const product of list) {
        if (!found.has(product.id) && holdsQuery(product, needle)) {
          found.add(product.id);
          ranked.push(product);
        }
      }
      return ranked;
    },
  };
}

/** Whether one product matches `query` as the ranked search decides it (a blank query matches all). */
export function matchesProductSearch(product: SearchableProduct, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  if (holdsQuery(product, needle)) return true;
  const asked = indexQuery(query);
  if (!asked) return false;
  const index = newIndex();
  index.add(product);
  return index.search(asked, { fields: MATCHED_FIELDS }).length > 0;
}
