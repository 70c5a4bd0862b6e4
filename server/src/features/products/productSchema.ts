/** The response schema of a CatalogueProduct (routes answering one product). */
export const productResponseSchema = {
  type: 'object',
  required: ['id', 'productName', 'imgUrl', 'category', 'price', 'shortDesc', 'description', 'reviews', 'avgRating', 'reviewCount', 'stock', 'status', 'createdAt', 'updatedAt'],
  additionalProperties: false,
  properties: {
    id: { type: 'string' },
    productName: { type: 'string' },
    imgUrl: { type: 'string' },
    category: { type: 'string' },
    price: { type: 'number' },
    shortDesc: { type: 'string' },
    description: { type: 'string' },
    reviews: {
      type: 'array',
      items: {
        type: 'object',
        required: ['rating', 'text'],
        additionalProperties: false,
        properties: { rating: { type: 'number' }, text: { type: 'string' }, name: { type: 'string' } },
      },
    },
    avgRating: { type: 'number' },
    reviewCount: { type: 'integer' },
    stock: { type: 'integer' },
    status: { type: 'string', enum: ['active', 'archived'] },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;
