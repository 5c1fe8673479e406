export * from './billing';
export * from './hardwares';
export * from './tenancy';
export * from './users';
