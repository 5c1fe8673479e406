export * from './account';
export * from './auth';
export * from './endpoint';
export * from './music';
export * from './params';
export * from './pnl';
export * from './totp';
export * from './restaurant-members';
