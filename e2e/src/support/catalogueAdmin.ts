/**
 * Puts a product on the server the way an admin does: a verified account with a users/{uid} record,
 * made admin by the grant-admin CLI, uploads a picture and POSTs /api/products with its ID token.
 */
import type { CreateProductRequest, Product } from 'shared-contracts';
import { REVIEW_API_PATHS, type HeldReviewsPage, type ReviewResponse } from 'shared-contracts/catalogue';
import { grantAdmin } from './admin';
import { API_URL, createRegisteredAccount, emulator } from './authEmulator';
import { photoPng } from './photo';

async function call<T>(pathname: string, init: RequestInit): Promise<T> {
  const response = await fetch(`${API_URL}${pathname}`, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${pathname} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
}

/** A fresh admin's ID token (taken after the role was granted). */
export async function makeAdmin(): Promise<string> {
  const admin = await createRegisteredAccount('catalogue-admin', 'Catalogue Admin', 'Sheesham#2025');
  grantAdmin(admin.email);
  return emulator.signIn(admin.email, admin.password);
}

/** Uploads a picture as the add-product form does (the shop's own endpoint takes admins' uploads only). */
async function uploadPicture(adminToken: string): Promise<string> {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(photoPng())], { type: 'image/png' }), 'stool.png');
  form.set('upload_preset', 'storefront-unsigned');
  const { secure_url: url } = await call<{ secure_url: string }>('/api/uploads/image/upload', {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}` },
    body: form,
  });
  return url;
}

export async function addProductAsAdmin(
  adminToken: string,
  product: Omit<CreateProductRequest, 'imgUrl'>,
): Promise<Product> {
  const body: CreateProductRequest = { ...product, imgUrl: await uploadPicture(adminToken) };
  return call<Product>('/api/products', {
    method: 'POST',
    headers: { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Approves, as an admin, the visitor's review awaiting approval whose text is `text` (the admin's queue). */
export async function approveHeldReview(adminToken: string, text: string): Promise<ReviewResponse> {
  const headers = { authorization: `Bearer ${adminToken}` };
  const queue = await call<HeldReviewsPage>(`${REVIEW_API_PATHS.held}?limit=50`, { headers });
  const held = queue.reviews.find((review) => review.text === text);
  if (!held) throw new Error(`no review awaiting approval reads "${text}"`);
  return call<ReviewResponse>(REVIEW_API_PATHS.approve(held.productId, held.id), {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: '{}',
  });
}
