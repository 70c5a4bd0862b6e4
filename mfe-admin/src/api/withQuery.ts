/** `path?name=value&…` with the given parameters in a fixed order; empty and undefined ones left out. */
export function withQuery(path: string, params: Record<string, string | number | boolean | undefined>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') query.set(name, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
