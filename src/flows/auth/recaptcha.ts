import { trustedScriptUrl } from '../../lib/csp';

/** reCAPTCHA's script, loaded on demand (spec §7), with explicit rendering. */
const SCRIPT = 'https://www.google.com/recaptcha/api.js?render=explicit';

interface Grecaptcha {
  ready(callback: () => void): void;
  render(container: HTMLElement, options: { sitekey: string }): number;
  reset(widgetId?: number): void;
}

const widgets = new WeakMap<HTMLElement, number>();
let loading: Promise<Grecaptcha> | undefined;

function grecaptcha(): Grecaptcha | undefined {
  return (window as { grecaptcha?: Grecaptcha }).grecaptcha;
}

function load(): Promise<Grecaptcha> {
  const ready = (api: Grecaptcha) => new Promise<Grecaptcha>((resolve) => api.ready(() => resolve(api)));
  const present = grecaptcha();
  if (present) return ready(present);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = trustedScriptUrl(SCRIPT);
    script.async = true;
    script.onload = () => {
      const api = grecaptcha();
      if (api) void ready(api).then(resolve);
      else reject(new Error('reCAPTCHA did not start'));
    };
    script.onerror = () => reject(new Error('reCAPTCHA did not load'));
    document.head.append(script);
  });
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * Spec §4: a sign-up the server does not answer 'success' shows the form's reCAPTCHA (the
 * `.g-recaptcha` block with the site's `data-sitekey`), or resets it when it is shown already.
 * Its answer then travels in the form as g-recaptcha-response. A script that cannot load leaves
 * the form as it is: the server's message still shows.
 */
export async function showOrResetRecaptcha(form: HTMLFormElement): Promise<void> {
  const box = form.querySelector<HTMLElement>('.g-recaptcha');
  const sitekey = box?.dataset.sitekey;
  if (!box || !sitekey) return;
  try {
    const api = await load();
    const id = widgets.get(box);
    if (id === undefined) {
      box.hidden = false;
      widgets.set(box, api.render(box, { sitekey }));
    } else {
      api.reset(id);
    }
  } catch (error) {
    console.warn('[widgets] reCAPTCHA could not be shown.', error);
  }
}
