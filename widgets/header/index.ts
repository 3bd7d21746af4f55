import { defineWidget } from '../../src/boot/react-widget';
import { Header } from './header';
import { headerPropsSchema } from './schema';
import { warmForTouch } from './use-auth-layer';

/** The site header: menu, account dropdown, favourites heart, inbox badge, log-in and sign-up. */
export default defineWidget({ props: headerPropsSchema, component: Header, prepare: warmForTouch });
