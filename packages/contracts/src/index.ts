export * from './admin';
export * from './auth';
export * from './constants';
export * from './enums';
export * from './errors';
export * from './navigation';
export * from './pages';
export * from './paging';
