import fc from 'fast-check';
import {
  createProductSearch,
  matchesProductSearch,
  searchWord,
  typoAllowance,
  type SearchableProduct,
} from './product-search';

const product = (
  id: string,
  productName: string,
  category: string,
  description = 'Solid wood, finished by hand.',
): SearchableProduct => ({ id, productName, category, shortDesc: '', description });

const CATALOGUE: SearchableProduct[] = [
  product('chair', 'Jodhpur Sheesham Dining Chair', 'Chair'),
  product('sofa3', 'Chettinad Teak Three-Seater Sofa', 'Sofa'),
  product('sofa2', 'Udaipur Two-Seater Sofa', 'Sofa'),
  product('almirah', 'Kutch Walnut Almirah', 'Single Door Cupboard'),
  product('wardrobe', 'Aravali Walnut Wardrobe', 'Double Door Cupboard'),
  product('bed', 'Jaipur Sheesham Queen Bed', 'Double Sized Bed'),
  product('bench', 'Haveli Garden Bench', 'Bench'),
  product('mattress', 'Natural Latex Mattress', 'Mattress'),
  product('diwan', 'Rajasthani Divan', 'Sofa', 'A low seat for the drawing room.'),
  product('takht', 'Punjabi Takhat', 'Single Sized Bed', 'A wooden platform to sit or sleep on.'),
];

const ids = (list: readonly SearchableProduct[]): string[] => list.map((p) => p.id);
const search = (query: string, list: readonly SearchableProduct[] = CATALOGUE): string[] =>
  ids(createProductSearch().rank(list, query));

describe('typo tolerance', () => {
  it('forgives no typo under 4 letters, one from 4, two from 8', () => {
    expect([typoAllowance('bed'), typoAllowance('sofa'), typoAllowance('mattres'), typoAllowance('mattresss')]).toEqual(
      [0, 1, 1, 2],
    );
  });

  it('finds a word with one typo from 4 letters, not with more', () => {
    expect(search('sofaa')).toEqual(expect.arrayContaining(['sofa3', 'sofa2']));
    expect(search('benh')).toEqual(['bench']); // 4 letters, one dropped
    expect(search('bde')).toEqual([]); // 3 letters: no typo forgiven
    expect(search('bnch')).toEqual(['bench']);
    expect(search('bnhc')).toEqual([]); // two edits in a 4-letter word
  });

  it('forgives two typos in a word of 8 letters or more, one in a word of 7', () => {
    expect(search('sheeshum')).toEqual(expect.arrayContaining(['chair', 'bed']));
    expect(search('sheeeshamm')).toEqual(expect.arrayContaining(['chair', 'bed'])); // 10 letters, two edits
    expect(search('sheeeshammm')).toEqual([]); // three
    expect(search('mattrss')).toEqual(['mattress']); // 7 letters, one edit
    expect(search('mtrss')).toEqual([]);
  });

  it('needs every word of the query to match, each with its own tolerance', () => {
    expect(search('sheesham bedd')).toEqual(['bed']);
    expect(search('dinning chair')).toEqual(['chair']);
    expect(search('sheesham sofa')).toEqual([]);
  });
});

describe('prefixes while typing', () => {
  it('matches the last word as a prefix', () => {
    expect(search('matt')).toEqual(['mattress']);
    expect(search('walnut war')).toEqual(['wardrobe']);
  });

  it('takes a last word of one or two letters whole (names and categories holding the query still match)', () => {
    expect(search('natural m')).toEqual([]);
    expect(search('natural ma')).toEqual([]);
    expect(search('natural mat')).toEqual(['mattress']);
    expect(search('ural l')).toEqual(['mattress']); // "Natural Latex" holds it
  });

  it('takes the words before the last as whole words', () => {
    expect(search('wal wardrobe')).toEqual([]);
  });
});

describe('ranking', () => {
  const RANKED = [
    product('described', 'Plain Lounger', 'Bench', 'Sits like a sofa, folds flat.'),
    product('categorised', 'Plain Lounger', 'Sofa'),
    product('named', 'Plain Sofa Lounger', 'Bench'),
    product('named-and-described', 'Plain Sofa Lounger', 'Bench', 'A sofa that seats two.'),
  ];

  it('puts a name match above a category match; a description only ranks what the name or category found', () => {
    expect(search('sofa', RANKED)).toEqual(['named-and-described', 'named', 'categorised']);
    expect(search('folds', RANKED)).toEqual([]);
  });

  it('puts an exact word above a typo of it, and keeps list order for equal scores', () => {
    const list = [product('b', 'Teak Stool', 'Chair'), product('a', 'Teak Stool', 'Chair')];
    expect(search('stool', list)).toEqual(['b', 'a']);
    const words = [product('near', 'Teak Stoop', 'Chair'), product('exact', 'Teak Stool', 'Chair')];
    expect(search('stool', words)).toEqual(['exact', 'near']);
  });

  it('ranks the same whether the index was built at once or kept current change by change', () => {
    const kept = createProductSearch<SearchableProduct>();
    const shuffled = [...CATALOGUE].reverse();
    kept.rank(shuffled, 'x');
    const renamed = CATALOGUE.map((p) => (p.id === 'bench' ? { ...p, productName: 'Haveli Garden Sofa Bench' } : p));
    kept.rank(renamed.slice(2), 'x');
    kept.rank(renamed, 'x');
    for (const query of ['sofa', 'sheesham', 'walnut', 'seater', 'wood']) {
      expect(ids(kept.rank(renamed, query))).toEqual(search(query, renamed));
    }
    expect(ids(kept.rank(renamed, 'sofa'))).toContain('bench');
  });
});

describe('preparing the index a batch at a time', () => {
  const QUERIES = ['sofa', 'sheesham', 'walnut', 'seater', 'wood', 'takht'];

  it('lets other work run between batches and then ranks as an index built at once', async () => {
    const prepared = createProductSearch<SearchableProduct>();
    let batchesYielded = 0;
    const counting = setInterval(() => (batchesYielded += 1), 0);
    await prepared.prepare(CATALOGUE, 3);
    clearInterval(counting);
    expect(batchesYielded).toBeGreaterThan(0);
    for (const query of QUERIES) expect(ids(prepared.rank(CATALOGUE, query))).toEqual(search(query));
  });

  it('gives way to a search made meanwhile, which indexes the rest itself', async () => {
    const prepared = createProductSearch<SearchableProduct>();
    const preparing = prepared.prepare(CATALOGUE, 2);
    await Promise.resolve();
    expect(ids(prepared.rank(CATALOGUE, 'sofa'))).toEqual(search('sofa'));
    await preparing;
    for (const query of QUERIES) expect(ids(prepared.rank(CATALOGUE, query))).toEqual(search(query));
  });

  it('answers for a newer list followed meanwhile, not the one it was preparing', async () => {
    const prepared = createProductSearch<SearchableProduct>();
    const preparing = prepared.prepare(CATALOGUE, 2);
    const renamed = CATALOGUE.map((p) => (p.id === 'bench' ? { ...p, productName: 'Haveli Garden Sofa Bench' } : p));
    prepared.follow(renamed);
    await preparing;
    // Asked of the newer list without a follow of its own (the index already follows it).
    expect(ids(prepared.rank(renamed, 'sofa'))).toEqual(search('sofa', renamed));
    expect(ids(prepared.rank(renamed, 'sofa'))).toContain('bench');
  });
});

describe('Indian furniture words and plurals', () => {
  it('reads every spelling of sheesham, almirah, diwan and takht as one', () => {
    expect(['shisham', 'Sheesham', 'shesham'].map(searchWord)).toEqual(['sheesham', 'sheesham', 'sheesham']);
    expect(search('shisham bed')).toEqual(['bed']);
    expect(search('almira')[0]).toBe('almirah');
    expect(search('diwan')[0]).toBe('diwan');
    expect(search('takht')[0]).toBe('takht');
  });

  it('finds what a shopper means by the Hindi word, below the products that say it', () => {
    expect(search('almirah')).toEqual(['almirah', 'wardrobe']);
    const divan = search('divan');
    expect(divan[0]).toBe('diwan');
    expect(divan.slice(1).sort()).toEqual(['sofa2', 'sofa3']);
    expect(search('takhat')).toEqual(['takht', 'bed']);
  });

  it('finds singular products from plural queries and back', () => {
    expect(['sofas', 'benches', 'mattresses', 'almirahs', 'wardrobes'].map(searchWord)).toEqual([
      'sofa',
      'bench',
      'mattress',
      'almirah',
      'wardrobe',
    ]);
    expect(search('benches')).toEqual(['bench']);
    expect(search('sofas')).toEqual(expect.arrayContaining(['sofa3', 'sofa2']));
    const plural = [product('p', 'Nested Tables', 'Table')];
    expect(search('table', plural)).toEqual(['p']);
  });
});

describe("the spec's rule still holds", () => {
  it('finds the trimmed query inside the name or the category, case-insensitive, after the ranked ones', () => {
    expect(search('  eak ')).toEqual(['sofa3']);
    expect(search('CHAIR')).toEqual(['chair']);
    expect(search('oor cup')).toEqual(['almirah', 'wardrobe']);
  });

  it('matches nothing for a blank query (callers show everything)', () => {
    expect(search('   ')).toEqual([]);
    expect(matchesProductSearch(CATALOGUE[0]!, '  ')).toBe(true);
  });

  it('every product whose name or category holds the query is found', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CATALOGUE),
        fc.boolean(),
        fc.nat(),
        fc.integer({ min: 1, max: 8 }),
        (item, inName, start, length) => {
          const text = inName ? item.productName : item.category;
          const from = start % text.length;
          const query = text.slice(from, from + length);
          fc.pre(query.trim().length > 0);
          return search(query.toUpperCase()).includes(item.id);
        },
      ),
    );
  });
});

describe('matchesProductSearch', () => {
  it('decides one product as the ranked search does', () => {
    const queries = ['sofaa', 'shisham', 'almirah', 'eak', 'wal war', 'sheesham sofa', 'benches', 'xyz', 'divan'];
    const searcher = createProductSearch<SearchableProduct>();
    for (const query of queries) {
      const found = new Set(ids(searcher.rank(CATALOGUE, query)));
      for (const item of CATALOGUE)
        expect([query, item.id, matchesProductSearch(item, query)]).toEqual([query, item.id, found.has(item.id)]);
    }
  });
});
