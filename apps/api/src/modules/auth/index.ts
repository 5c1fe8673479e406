/** What the auth module offers the others: its registration, and the session access the access hook reads (plugins/auth.ts). */
export { AccessCache, type AccessCacheOptions } from './access-cache';
export {
  findDevice,
  findSessionAccess,
  franchisorRestaurantIds,
  memberAccessSql,
  restaurantAccess,
  type SessionAccess,
} from './access-repository';
export { SessionTouch } from './account/session-touch';
export { authModule } from './routes';
