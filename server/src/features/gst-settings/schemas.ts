/** JSON schemas of the GST settings routes (responses are serialised through them: no stray fields leave). */
const settingsProperties = {
  legalName: { type: 'string', maxLength: 1000 },
  gstin: { type: 'string', maxLength: 100 },
  address: { type: 'string', maxLength: 2000 },
  stateCode: { type: 'string', maxLength: 10 },
  invoicePrefix: { type: 'string', maxLength: 100 },
  creditNotePrefix: { type: 'string', maxLength: 100 },
} as const;

// Generous lengths: checkGstSettings says in words what is too long.
export const gstSettingsSchema = {
  type: 'object',
  required: Object.keys(settingsProperties),
  additionalProperties: false,
  properties: settingsProperties,
} as const;

const responseSchema = {
  type: 'object',
  required: ['settings', 'updatedAt'],
  additionalProperties: false,
  properties: {
    settings: { anyOf: [{ type: 'null' }, gstSettingsSchema] },
    updatedAt: { type: ['string', 'null'] },
  },
} as const;

export const getGstSettingsSchema = { response: { 200: responseSchema } } as const;
export const putGstSettingsSchema = { body: gstSettingsSchema, response: { 200: responseSchema } } as const;
