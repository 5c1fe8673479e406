export { type PushStream, SseHub } from './hub';
export { ListenHub } from './listen-hub';
export { createStreamTicket, type StreamKind, takeStreamTicket } from './tickets';
