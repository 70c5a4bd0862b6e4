/** JSON schemas of the delivery routes (responses are serialised through them: no stray fields leave). */
import { DELIVERY_LIMITS } from 'shared-contracts/delivery';

// Numbers as numbers, not integers: the table's own check says which row holds a fraction, in words.
const termsProperties = {
  deliverable: { type: 'boolean' },
  minDays: { type: 'number' },
  maxDays: { type: 'number' },
  freightPaise: { type: 'number' },
  freeAbovePaise: { type: ['number', 'null'] },
  assemblyOffered: { type: 'boolean' },
  assemblyPaise: { type: 'number' },
  codAllowed: { type: 'boolean' },
  codCapPaise: { type: 'number' },
} as const;
const termsRequired = Object.keys(termsProperties);

const termsSchema = {
  type: 'object',
  required: termsRequired,
  additionalProperties: false,
  properties: termsProperties,
} as const;

const ruleSchema = {
  type: 'object',
  required: ['pincodes', ...termsRequired],
  additionalProperties: false,
  properties: { pincodes: { type: 'string', maxLength: 40 }, ...termsProperties },
} as const;

export const deliveryTableSchema = {
  type: 'object',
  required: ['rules', 'restOfIndia', 'holidays'],
  additionalProperties: false,
  properties: {
    rules: { type: 'array', maxItems: DELIVERY_LIMITS.rules, items: ruleSchema },
    restOfIndia: termsSchema,
    holidays: { type: 'array', maxItems: DELIVERY_LIMITS.holidays, items: { type: 'string', maxLength: 10 } },
    confirmCashOnDelivery: { type: 'boolean' },
  },
} as const;

const tableResponseSchema = {
  type: 'object',
  required: ['table', 'updatedAt'],
  additionalProperties: false,
  properties: { table: deliveryTableSchema, updatedAt: { type: ['string', 'null'] } },
} as const;

export const getTableSchema = { response: { 200: tableResponseSchema } } as const;
export const putTableSchema = { body: deliveryTableSchema, response: { 200: tableResponseSchema } } as const;
// No 400 schema: a refusal is either the problems list or the error handler's own body.
export const putCsvSchema = { response: { 200: tableResponseSchema } } as const;

const windowSchema = {
  type: ['object', 'null'],
  required: ['earliest', 'latest'],
  additionalProperties: false,
  properties: { earliest: { type: 'string' }, latest: { type: 'string' } },
} as const;

export const quoteSchema = {
  params: {
    type: 'object',
    required: ['pincode'],
    additionalProperties: false,
    properties: { pincode: { type: 'string', maxLength: 40 } },
  },
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      value: { type: 'string', maxLength: 20 },
      productId: { type: 'string', minLength: 1, maxLength: 64 },
      quantity: { type: 'string', maxLength: 20 },
    },
  },
  response: {
    200: {
      type: 'object',
      additionalProperties: false,
      required: [
        'pincode',
        'deliverable',
        'window',
        'orderValuePaise',
        'freightPaise',
        'freeAbovePaise',
        'assemblyOffered',
        'assemblyPaise',
        'codAvailable',
        'codCapPaise',
        'message',
      ],
      properties: {
        pincode: { type: 'string' },
        deliverable: { type: 'boolean' },
        window: windowSchema,
        orderValuePaise: { type: ['integer', 'null'] },
        freightPaise: { type: 'integer' },
        freeAbovePaise: { type: ['integer', 'null'] },
        assemblyOffered: { type: 'boolean' },
        assemblyPaise: { type: 'integer' },
        codAvailable: { type: 'boolean' },
        codCapPaise: { type: ['integer', 'null'] },
        message: { type: 'string' },
      },
    },
  },
} as const;
