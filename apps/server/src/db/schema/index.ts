export * from './identity';
export * from './ledger';
