import * as z from 'zod/mini';
import { defineWidget } from '../../src/boot/react-widget';
import { Chat } from './chat';

/** The whole chat in React (index.ts loads it when the launcher's first moment asks for it). */
export default defineWidget({ props: z.object({}), component: Chat });
