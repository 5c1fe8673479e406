export * from './admin';
export * from './hardwares';
export * from './tenancy';
export * from './users';
