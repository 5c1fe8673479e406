/** What the music module offers the app: its pages, and the player every layout keeps at the bottom. */
export { PlayerBar, PlayerSpacer } from './player/PlayerBar';
export { musicPages } from './routes';
