/** JSON schemas of the address book. Bodies reject unknown fields; lengths are the shared limits. */
import { ADDRESS_FIELDS, ADDRESS_LIMITS } from 'shared-contracts';

const addressFields = Object.fromEntries(
  ADDRESS_FIELDS.map((field) => [field, { type: 'string', maxLength: ADDRESS_LIMITS[field] }]),
);

const addressBody = {
  type: 'object',
  required: [...ADDRESS_FIELDS],
  additionalProperties: false,
  properties: addressFields,
} as const;

const addBody = {
  ...addressBody,
  properties: { ...addressFields, makeDefault: { type: 'boolean' } },
} as const;

const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const savedAddress = {
  type: 'object',
  required: ['id', 'isDefault', ...ADDRESS_FIELDS],
  additionalProperties: false,
  properties: { id: { type: 'string' }, isDefault: { type: 'boolean' }, ...addressFields },
} as const;

const book = {
  type: 'object',
  required: ['addresses'],
  additionalProperties: false,
  properties: { addresses: { type: 'array', items: savedAddress } },
} as const;

export const listAddressesSchema = { response: { 200: book } } as const;
export const addAddressSchema = { body: addBody, response: { 201: book } } as const;
export const replaceAddressSchema = { params: idParams, body: addressBody, response: { 200: book } } as const;
export const removeAddressSchema = { params: idParams, response: { 200: book } } as const;
export const makeDefaultSchema = { params: idParams, response: { 200: book } } as const;

export const deleteAccountSchema = {
  response: {
    200: {
      type: 'object',
      required: ['uid', 'authAccountDeleted', 'ordersKept'],
      additionalProperties: false,
      properties: {
        uid: { type: 'string' },
        authAccountDeleted: { type: 'boolean' },
        ordersKept: { type: 'integer' },
      },
    },
  },
} as const;

const pincodeAnswer = {
  type: 'object',
  required: ['pincode'],
  additionalProperties: false,
  properties: { pincode: { type: ['string', 'null'] } },
} as const;

export const deliveryPincodeSchema = { response: { 200: pincodeAnswer } } as const;
export const rememberDeliveryPincodeSchema = {
  body: {
    type: 'object',
    required: ['pincode'],
    additionalProperties: false,
    properties: { pincode: { type: 'string', maxLength: ADDRESS_LIMITS.pincode } },
  },
  response: { 200: pincodeAnswer },
} as const;
