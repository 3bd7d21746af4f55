import { useState } from 'react';
import type { WidgetContext } from '../../src/boot/define-widget';
import { getSiteConfig } from '../../src/lib/config';
import { MultiCategoryFlow } from '../../src/flows/multi-category/multi-category-flow';
import { readPreload } from '../../src/flows/multi-category/preload';
import type { MultiCategoryLeadProps } from './schema';

/**
 * The /multi-category-lead page's flow over the server's version (which posts the multi-lead
 * form without JavaScript): the same React flow as the modal, from the page's preloaded JSON.
 */
export function MultiCategoryLead({ vendorManagerUrl, element }: MultiCategoryLeadProps & WidgetContext) {
  // Read once: the JSON sits beside the widget's element in the server HTML.
  const [preload] = useState(() => readPreload(element.ownerDocument));
  return <MultiCategoryFlow preload={preload} isUS={getSiteConfig().country === 'US'} vendorManagerUrl={vendorManagerUrl} />;
}
