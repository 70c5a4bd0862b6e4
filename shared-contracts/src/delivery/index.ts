/**
 * Delivery by pincode: the seller's rules table, the pincode check and its message, an order's
 * freight and assembly charges, the delivery
 * window in India's calendar, the table's CSV form, and the PIN code's own checks. The server
 * decides with these; the browser shows what it decided.
 */
export * from './api';
export * from './charges';
export * from './csv';
export * from './pincode';
export * from './quote';
export * from './remembered-pincode';
export * from './rules';
export * from './window';
