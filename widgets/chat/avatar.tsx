import { avatarSource } from './avatar-source';

/** An avatar beside a name that says who it is: decorative, so its text is empty. Sized, so nothing shifts as it loads. */
export function Avatar({ url, svg, size = 32 }: { url: string | null | undefined; svg?: string; size?: number }) {
  const src = avatarSource(url, svg);
  return src ? <img className="chat-avatar" src={src} alt="" width={size} height={size} /> : null;
}
