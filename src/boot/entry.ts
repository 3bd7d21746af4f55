// The one script a PHP page includes. It stays tiny: it only scans, waits for each
// element's hydration moment and then loads that widget's chunk (React comes with it).
import { registry } from './registry';
import { startWidgets } from './scanner';

startWidgets(document, registry);
