/** What the music module offers the others: its registration, and the services the demo seeds its catalogue through. */
export * as ownPlaylists from './own-playlists/service';
export * as playlists from './playlists/service';
export { musicModule } from './routes';
export * as schedule from './schedule/service';
export * as songs from './songs/service';
