import sanitizeHtml from 'sanitize-html';

/**
 * An announcement's body as it may be shown to its readers (docs/intranet.md): basic formatting, headings, lists,
 * quotes, links (http, https, mailto; opened in a new tab without the opener) and images of our own uploads
 * (`/uploads/…`) only. Everything else — scripts, styles, event attributes, frames, other images — is dropped.
 */
/** Exactly the public uploads' addresses (lib/uploads/images.ts): no other host, no `..`, no query. */
const ownUpload = /^\/uploads\/[0-9a-f-]{36}\/[0-9a-f]{32}\.(jpg|png|webp)$/;

const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote', 'a', 'img', 'hr'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !ownUpload.test(frame.attribs.src ?? ''),
};

export const sanitizeBody = (html: string) => sanitizeHtml(html, options).trim();

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The body as plain text, cut at `max` characters (a feed's preview, the export). */
export const plainText = (html: string, max = 240) => {
  const text = html
    .replace(/<\/?(strong|b|em|i|u|s|a)\b[^>]*>/g, '') // inline: no space where there was none
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => entities[e])
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
};
