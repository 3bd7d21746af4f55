import { isSafeUrl } from '../../src/lib/safe-url';

/**
 * Where an avatar's image comes from (spec §3 actor `avatar`, `avatarSvg`; menu `actorAvatar`,
 * `actorAvatarSvg`; history `conciergeAvatar`): the server's SVG markup as an image, in which
 * none of its scripts can run, else an http(s) or relative URL; nothing for any other scheme.
 */
export function avatarSource(url: string | null | undefined, svg?: string): string | null {
  if (svg) return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  if (!url || !isSafeUrl(url) || /^\s*(mailto|tel):/i.test(url)) return null;
  return url;
}
