export * from './admin';
export * from './billing';
export * from './caisse-card';
export * from './caisse-ledger';
export * from './caisse-team';
export * from './hardwares';
export * from './tenancy';
export * from './users';
