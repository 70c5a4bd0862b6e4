export * from './auth-context';
export * from './config-context';
export * from './hooks';
export * from './page-data-context';
export * from './delivery-check';
export * from './useModalDialog';
export * from './DeliveryCheckBox';
