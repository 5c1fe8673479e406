export * from './auth';
export * from './caisse-team';
export * from './constants';
export * from './enums';
export * from './errors';
export * from './navigation';
export * from './pages';
export * from './paging';
