/**
 * Misspelt shop searches and the seed products each should find among its first five results (any
 * one of `finds`): the bench's `shop10k.typoQueryHits` asks the running API with 10,000 stand-in
 * products stored beside the seed, and the server's tests ask the shared search the same. Typos as
 * shoppers make them: a letter doubled, dropped or swapped for a neighbour, a Hindi word spelt
 * another way, a plural.
 */

/** @type {ReadonlyArray<{ query: string, finds: readonly string[] }>} */
const TYPO_QUERIES = Object.freeze([
  { query: 'sofaa', finds: ['09', '10', '11', '12', '13', '14', '15'] },
  { query: 'shisham bed', finds: ['50', '54'] },
  { query: 'almira', finds: ['39', '43', '44'] },
  { query: 'dinning chair', finds: ['01'] },
  { query: 'matress', finds: ['58', '59', '60', '61', '62'] },
  { query: 'studdy table', finds: ['28', '29', '30', '31', '32', '33'] },
  { query: 'rosewod cabinet', finds: ['27'] },
  { query: 'keralla sofa', finds: ['11'] },
  { query: 'wardrob with mirror', finds: ['45'] },
  { query: 'memory foom mattress', finds: ['59'] },
  { query: 'cane chairr', finds: ['03', '08'] },
  { query: 'garden bensh', finds: ['17'] },
  { query: 'storege bench', finds: ['19'] },
  { query: 'display cabnet', finds: ['25'] },
  { query: 'shisham almirahs', finds: ['39'] },
  { query: 'coir matress', finds: ['58'] },
  { query: 'foldng laptop table', finds: ['36'] },
  { query: 'walnutt wardrobe', finds: ['47'] },
  { query: 'orthopedic matress', finds: ['62'] },
  { query: 'mango wood cupbord', finds: ['41'] },
]);

module.exports = { TYPO_QUERIES };
