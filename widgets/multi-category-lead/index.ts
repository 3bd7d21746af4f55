import { defineWidget } from '../../src/boot/react-widget';
import { MultiCategoryLead } from './multi-category-lead';
import { multiCategoryLeadPropsSchema } from './schema';

/** The multi-category lead on its page (spec §2 /multi-category-lead), over the server HTML. */
export default defineWidget({ props: multiCategoryLeadPropsSchema, component: MultiCategoryLead });
