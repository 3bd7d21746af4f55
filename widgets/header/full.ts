import { defineWidget } from '../../src/boot/react-widget';
import { Header } from './header';
import { headerPropsSchema } from './schema';

/** The whole header in React: menus, account dropdown, inbox badge (index.ts loads it when needed). */
export default defineWidget({ props: headerPropsSchema, component: Header });
