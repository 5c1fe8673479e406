/**
 * The announcement's text as the owner types it, and the HTML the server keeps (docs/intranet.md: a plain text area
 * until a rich text editor comes): blank lines separate paragraphs, lines starting with « - » make a list.
 */
const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const textToHtml = (text: string) =>
  text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const lines = block.split('\n').map((l) => l.trim());
      if (lines.every((l) => l.startsWith('- '))) return `<ul>${lines.map((l) => `<li>${escapeHtml(l.slice(2))}</li>`).join('')}</ul>`;
      return `<p>${lines.map(escapeHtml).join('<br />')}</p>`;
    })
    .join('');

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

export const htmlToText = (html: string) =>
  html
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<li>/g, '- ')
    .replace(/<\/li>/g, '\n')
    .replace(/<\/(p|ul|ol|h\d|blockquote)>/g, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => entities[e])
    .replace(/\n{3,}/g, '\n\n')
    .trim();
