/** JSON schemas of the users routes. Bodies reject unknown fields (a `role` can never be sent). */

export const DISPLAY_NAME_MAX = 60;

export const userRecordSchema = {
  type: 'object',
  required: ['uid', 'displayName', 'email', 'emailVerified', 'role'],
  additionalProperties: false,
  properties: {
    uid: { type: 'string' },
    displayName: { type: 'string' },
    email: { type: 'string' },
    emailVerified: { type: 'boolean' },
    role: { type: 'string', enum: ['Admin', 'User'] },
  },
} as const;

export const createUserBodySchema = {
  type: 'object',
  required: ['displayName'],
  additionalProperties: false,
  properties: {
    displayName: { type: 'string', minLength: 1, maxLength: DISPLAY_NAME_MAX },
    uid: { type: 'string', minLength: 1, maxLength: 128 },
  },
} as const;

export const createUserSchema = {
  body: createUserBodySchema,
  response: { 200: userRecordSchema, 201: userRecordSchema },
} as const;

export const meSchema = {
  response: { 200: userRecordSchema },
} as const;
