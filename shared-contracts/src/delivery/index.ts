/**
 * Delivery by pincode: the seller's rules table, the pincode check and its message, the delivery
 * window in India's calendar, the table's CSV form, and the PIN code's own checks. The server
 * decides with these; the browser shows what it decided.
 */
export * from './api';
export * from './csv';
export * from './pincode';
export * from './quote';
export * from './remembered-pincode';
export * from './rules';
export * from './window';
