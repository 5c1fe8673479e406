export * from './hardwares';
export * from './tenancy';
export * from './users';
export * from './caisse-card';
