/** Typed calls of the admin API for this session (ID token attached by useApi). */
import { useMemo } from 'react';
import {
  ADMIN_API_PATHS,
  adminUserPath,
  type AdminMeResponse,
  type AdminStatsResponse,
  type AdminUsersResponse,
  type CreateProductRequest,
  type CreateProductResponse,
  type DeleteUserResponse,
} from 'shared-contracts';
import { useApi } from 'shared-contracts/react';

export interface AdminApi {
  stats(): Promise<AdminStatsResponse>;
  users(): Promise<AdminUsersResponse>;
  /** The caller's admins/{uid}; the server creates it on the first visit. */
  me(): Promise<AdminMeResponse>;
  deleteUser(uid: string): Promise<DeleteUserResponse>;
  createProduct(body: CreateProductRequest): Promise<CreateProductResponse>;
}

export function useAdminApi(): AdminApi {
  const request = useApi();
  return useMemo<AdminApi>(
    () => ({
      stats: () => request<AdminStatsResponse>('GET', ADMIN_API_PATHS.stats),
      users: () => request<AdminUsersResponse>('GET', ADMIN_API_PATHS.users),
      me: () => request<AdminMeResponse>('GET', ADMIN_API_PATHS.me),
      deleteUser: (uid) => request<DeleteUserResponse>('DELETE', adminUserPath(uid)),
      createProduct: (body) => request<CreateProductResponse>('POST', ADMIN_API_PATHS.products, body),
    }),
    [request],
  );
}
