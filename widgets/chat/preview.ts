/** Spec §5/§9: previews are stripped of tags and cut at 105 characters plus an ellipsis. */
export const PREVIEW_MAX = 105;

export function previewOf(body: string): string {
  const text = body.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ').trim();
  return text.length > PREVIEW_MAX ? `${text.slice(0, PREVIEW_MAX)}…` : text;
}
