export * from './identity';
export * from './ledger';
export * from './reporting';
export * from './orders';
export * from './money';
export * from './two-factor';
export * from './merchant';
export * from './card';
