export * from './tenancy';
export * from './users';
