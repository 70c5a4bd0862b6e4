/**
 * The caller's own address book and account. Only "/me" routes: the uid is the token's, so no
 * request can name another shopper's addresses. Every answer is the whole book, the default first.
 *
 * GET    /api/me/addresses              → { addresses }
 * POST   /api/me/addresses              AddressInput (+ makeDefault?) → 201 { addresses }; the first
 *                                       address is the default; at most 20
 * PUT    /api/me/addresses/{id}         AddressInput → { addresses }
 * DELETE /api/me/addresses/{id}         → { addresses }; deleting the default promotes the oldest other
 * POST   /api/me/addresses/{id}/default → { addresses }
 * GET    /api/me/delivery-pincode       → { pincode }: the last pincode checked while signed in, else
 *                                       the default address's PIN, else null
 * PUT    /api/me/delivery-pincode       { pincode } → { pincode }; a pincode that is not a PIN is a 400
 * DELETE /api/me                        the caller's account: the sign-in account, users, carts,
 *                                       wishlists, addresses; orders kept, reduced to invoice data
 *
 * An address is checked by the shared validateAddress (the browser's own messages): a bad one is a
 * 400 with the first problem and nothing changes.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import {
  ADDRESS_API_PATHS,
  ADDRESS_MESSAGES,
  firstAddressProblem,
  normalizeAddress,
  validateAddress,
  type AddressBookResponse,
  type AddressInput,
  type DeleteAccountResponse,
  type DeliveryPincodeRequest,
  type DeliveryPincodeResponse,
} from 'shared-contracts';
import { isValidPincode, PINCODE_MESSAGES } from 'shared-contracts/delivery';
import { httpError } from '../../http-errors';
import { currentUser } from '../../plugins/auth';
import type { StoragePort } from '../../storage/port';
import type { AuthAccountDeleter } from '../admin/auth-accounts';
import { deleteOwnAccount } from '../admin/delete-user';
import { createAddressesRepository, type AddressChange } from './repository';
import {
  addAddressSchema,
  deleteAccountSchema,
  deliveryPincodeSchema,
  listAddressesSchema,
  rememberDeliveryPincodeSchema,
  makeDefaultSchema,
  removeAddressSchema,
  replaceAddressSchema,
} from './schemas';
import { namedPlugin } from '../../plugins/named-plugin';

export interface AccountRoutesOptions {
  storage: Pick<StoragePort, 'docs' | 'users'>;
  deleteAuthAccount: AuthAccountDeleter;
}

/** The address as stored, or a 400 naming its first problem. */
function checkedAddress(input: AddressInput): AddressInput {
  const problem = firstAddressProblem(validateAddress(input));
  if (problem) throw httpError(400, problem);
  return normalizeAddress(input);
}

function answer(change: AddressChange): AddressBookResponse {
  if (change.ok) return { addresses: change.addresses };
  throw change.reason === 'full' ? httpError(409, ADDRESS_MESSAGES.full) : httpError(404, ADDRESS_MESSAGES.notFound);
}

export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = namedPlugin(
  'accountRoutes',
  async (app, { storage, deleteAuthAccount }) => {
    const addresses = createAddressesRepository(storage.docs);
    const guard = { onRequest: app.requireVerifiedUser };
    const path = ADDRESS_API_PATHS.addresses;

    app.get(path, { ...guard, schema: listAddressesSchema }, async (request): Promise<AddressBookResponse> => ({
      addresses: await addresses.list(currentUser(request).uid),
    }));

    app.post<{ Body: AddressInput & { makeDefault?: boolean } }>(
      path,
      { ...guard, schema: addAddressSchema },
      async (request, reply) => {
        const { makeDefault = false, ...input } = request.body;
        const address = checkedAddress(input);
        const book = answer(await addresses.add(currentUser(request).uid, randomUUID(), address, makeDefault));
        return reply.status(201).send(book);
      },
    );

    app.put<{ Params: { id: string }; Body: AddressInput }>(
      `${path}/:id`,
      { ...guard, schema: replaceAddressSchema },
      async (request) => {
        const address = checkedAddress(request.body);
        return answer(await addresses.replace(currentUser(request).uid, request.params.id, address));
      },
    );

    app.delete<{ Params: { id: string } }>(`${path}/:id`, { ...guard, schema: removeAddressSchema }, async (request) =>
      answer(await addresses.remove(currentUser(request).uid, request.params.id)),
    );

    app.post<{ Params: { id: string } }>(
      `${path}/:id/default`,
      { ...guard, schema: makeDefaultSchema },
      async (request) => answer(await addresses.makeDefault(currentUser(request).uid, request.params.id)),
    );

    app.get(
      ADDRESS_API_PATHS.deliveryPincode,
      { ...guard, schema: deliveryPincodeSchema },
      async (request): Promise<DeliveryPincodeResponse> => ({
        pincode: await addresses.deliveryPincode(currentUser(request).uid),
      }),
    );

    app.put<{ Body: DeliveryPincodeRequest }>(
      ADDRESS_API_PATHS.deliveryPincode,
      { ...guard, schema: rememberDeliveryPincodeSchema },
      async (request): Promise<DeliveryPincodeResponse> => {
        const pincode = request.body.pincode.trim();
        if (!isValidPincode(pincode)) throw httpError(400, PINCODE_MESSAGES.invalid);
        return { pincode: await addresses.rememberDeliveryPincode(currentUser(request).uid, pincode) };
      },
    );

    // A signed-in account whose e-mail is not verified yet may still delete itself.
    app.delete(
      ADDRESS_API_PATHS.me,
      { onRequest: app.requireUser, schema: deleteAccountSchema },
      async (request): Promise<DeleteAccountResponse> => {
        const { uid } = currentUser(request);
        const deleted = await deleteOwnAccount(uid, { docs: storage.docs, users: storage.users, deleteAuthAccount });
        app.forgetSessions(uid);
        return deleted;
      },
    );
  },
);
