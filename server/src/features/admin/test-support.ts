/** Shared by the admin, products and uploads tests: seeded accounts and request helpers. */
import type { StoragePort } from '../../storage/port';

export const asUser = (uid: string): Record<string, string> => ({ authorization: `Bearer token-${uid}` });

/** A 1×1 PNG (a real one: signature, IHDR, IDAT, IEND). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** users/admin (Admin), users/shopper (User), users/victim (User) with a cart and a wishlist. */
export async function seedAccounts(storage: StoragePort): Promise<void> {
  const user = (uid: string, displayName: string) => ({
    uid,
    displayName,
    email: `${uid}@example.com`,
    emailVerified: true,
    role: 'User' as const,
  });
  await storage.users.create(user('admin', 'Asha Admin'));
  await storage.users.setRole('admin', 'Admin');
  await storage.users.create(user('shopper', 'Ravi Shopper'));
  await storage.users.create(user('victim', 'Vik Victim'));
  await storage.docs.put('carts', 'victim', { items: [] });
  await storage.docs.put('wishlists', 'victim', { items: [] });
}

/** A multipart body exactly as a browser's FormData would send it. */
export async function multipartBody(
  parts: Record<string, string | { data: Buffer; filename: string; type?: string }>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.data)], { type: value.type ?? 'application/octet-stream' }),
        value.filename,
      );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return { payload, headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}
