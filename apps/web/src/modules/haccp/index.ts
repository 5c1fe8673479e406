/** What the HACCP module offers the app: its pages. */
export { haccpPages } from './routes';
