import type { VendorSignupForm } from '../../src/api/accounts';
import { emailStatus, findCategory, regionsOf, searchCities, searchRegions } from '../db';
import { isStrongPassword, isValidMail, isValidPhone, messages } from './account-rules';

/** Where the new business is: a region, and its city when one was chosen. */
export interface VendorLocation {
  regionId: number;
  cityId?: number;
}

/** A vendor sign-up the server takes, with what it resolved; or the first problem, in the spec's words where it has them. */
export type VendorSignupCheck = { categoryId: number; country: string; location: VendorLocation } | { problem: string };

/** The server's side of the vendor sign-up's rules (the same as the widget's, spec §5), in step order. */
export function vendorSignupCheck(form: VendorSignupForm): VendorSignupCheck {
  const country = form.Pais?.trim().toUpperCase() || 'US';
  if (!form.NombreEmpresa.trim()) return { problem: messages.businessName };
  const categoryId = form.id_sector;
  if (categoryId === undefined || !findCategory(categoryId)) return { problem: messages.category };
  const location = vendorLocation(form, country);
  if (!location) return { problem: messages.city };
  if (!form.NombreContacto.trim()) return { problem: messages.name };
  if (!isValidPhone(form.Telefono, country)) return { problem: messages.phone };
  if (!isValidMail(form.Mail)) return { problem: messages.mail };
  const status = emailStatus(form.Mail);
  if (status.isDuplicated) return { problem: messages.duplicate(form.Mail.trim()) + (status.isRegisteredFromWedshoots ? messages.guestAppSuffix : '') };
  if (!isStrongPassword(form.Password)) return { problem: messages.password };
  if (form.legal !== 1) return { problem: messages.legal };
  return { categoryId, country, location };
}

/**
 * The ids the city autocomplete chose, checked against the country; without them (a form sent
 * without JavaScript) the town as typed, matched as the autocomplete would ("Austin, Texas" or
 * "Austin"), a region when no city matches.
 */
function vendorLocation(form: VendorSignupForm, country: string): VendorLocation | undefined {
  const regions = regionsOf(country);
  if (form.Poblacion !== undefined) {
    const cityId = form.Poblacion;
    const region = regions.find((r) => r.cities.some((c) => c.id === cityId));
    return region ? { regionId: region.id, cityId } : undefined;
  }
  if (form.Provincia !== undefined) return regions.some((r) => r.id === form.Provincia) ? { regionId: form.Provincia } : undefined;
  const typed = (form.txtStrPoblacion ?? '').split(',')[0]?.trim() ?? '';
  const city = searchCities(typed, [country])[0];
  if (city) return { regionId: city.regionId, cityId: city.cityId };
  const region = searchRegions(typed, [country])[0];
  return region ? { regionId: region.id } : undefined;
}
