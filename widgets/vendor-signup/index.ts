import { defineWidget } from '../../src/boot/react-widget';
import { vendorSignupPropsSchema } from './schema';
import { VendorSignup } from './vendor-signup';

/** Vendor sign-up in steps (spec §4: 1, 2, 2.1, 3, 4, then submit), over the server's one-page form. */
export default defineWidget({ props: vendorSignupPropsSchema, component: VendorSignup });
