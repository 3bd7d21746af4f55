// The setup of the unit tests that run in Node (vite.config.ts, NODE_UNIT_TESTS): only the
// console guard. An undeclared console.error or console.warn fails the test that printed it.
import { installConsoleGuard } from './console-guard';

installConsoleGuard();
