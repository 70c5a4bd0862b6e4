/** JSON schemas of the admin routes (responses are serialised through them: no stray fields leave). */
import { pageQuerystringSchema } from '../../http-pages';
import { userRecordSchema } from '../users/schemas';

const countsSchema = {
  type: 'object',
  required: ['total', 'admins', 'regular'],
  additionalProperties: false,
  properties: {
    total: { type: 'integer' },
    admins: { type: 'integer' },
    regular: { type: 'integer' },
  },
} as const;

const adminRecordSchema = {
  type: 'object',
  required: ['name', 'email', 'id', 'role', 'linkedCollections'],
  additionalProperties: false,
  properties: {
    name: { type: 'string' },
    email: { type: 'string' },
    id: { type: 'string' },
    role: { type: 'string', enum: ['Admin'] },
    linkedCollections: { type: 'array', items: { type: 'string', enum: ['users', 'products', 'carts'] } },
  },
} as const;

export const statsSchema = { response: { 200: countsSchema } } as const;

export const listUsersSchema = {
  // The cursor is a uid (Firebase uids are 1-128 characters).
  querystring: pageQuerystringSchema(128),
  response: {
    200: {
      type: 'object',
      required: ['users', 'next'],
      additionalProperties: false,
      properties: {
        users: { type: 'array', items: userRecordSchema },
        next: { type: ['string', 'null'] },
      },
    },
  },
} as const;

export const adminMeSchema = { response: { 200: adminRecordSchema, 201: adminRecordSchema } } as const;

export const deleteUserSchema = {
  params: {
    type: 'object',
    required: ['uid'],
    additionalProperties: false,
    // Firebase uids are 1-128 characters.
    properties: { uid: { type: 'string', minLength: 1, maxLength: 128 } },
  },
  response: {
    200: {
      type: 'object',
      required: ['uid', 'authAccountDeleted'],
      additionalProperties: false,
      properties: { uid: { type: 'string' }, authAccountDeleted: { type: 'boolean' } },
    },
  },
} as const;
