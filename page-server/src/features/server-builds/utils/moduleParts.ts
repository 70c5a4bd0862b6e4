/** `catalog/ProductPage` → the remote `catalog` and its expose `./ProductPage`. */
export function moduleParts(module: `${string}/${string}`): { remote: string; expose: string } {
  const slash = module.indexOf('/');
  return { remote: module.slice(0, slash), expose: `./${module.slice(slash + 1)}` };
}
