import Pusher from 'pusher-js';

/**
 * pusher-js, which ships as CommonJS, as a module of its own: its ES wrapping (rolldown's
 * interop) runs in pusher-js's chunk, which loads at idle, rather than in the realtime chunk an
 * account's page loads before any touch.
 */
export default Pusher;
