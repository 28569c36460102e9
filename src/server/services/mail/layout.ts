import { property } from '../../../shared/content/property';

/**
 * One e-mail's content, written once and rendered twice: as branded HTML and as plain text, so
 * the two versions can never say different things.
 */
export interface EmailContent {
  subject: string;
  /** The line mail apps show after the subject in the inbox. */
  preheader: string;
  heading: string;
  greeting: string;
  paragraphs: string[];
  /** A table of facts (reference, dates, total...). */
  details?: [label: string, value: string][];
  sections?: { heading: string; paragraphs: string[] }[];
  action?: { label: string; url: string };
  /** Quoted text the sender wrote (a guest's message), kept apart from our own words. */
  quote?: { heading: string; text: string };
  signOff: string;
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** The site's palette (src/web/app.css, light theme); e-mail clients need inline colours. */
const brand = {
  background: '#fbf8f3',
  surface: '#ffffff',
  foreground: '#14282d',
  muted: '#55676b',
  border: '#e2d8c7',
  primary: '#0d5c63',
  deep: '#0b3b40',
  deepForeground: '#f7f1e6',
} as const;

const fontStack = "Georgia, 'Times New Roman', serif";
const textStack = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Paragraphs of plain text keep their line breaks in HTML. */
function htmlParagraph(text: string, style = ''): string {
  return `<p style="margin:0 0 16px;line-height:1.6;${style}">${escapeHtml(text).replaceAll('\n', '<br>')}</p>`;
}

const contactLine = `${property.contact.phone} · ${property.contact.email}`;

export function renderEmail(content: EmailContent): RenderedEmail {
  return { subject: content.subject, text: renderText(content), html: renderHtml(content) };
}

function renderText(content: EmailContent): string {
  const lines: string[] = [content.heading.toUpperCase(), '', content.greeting, ''];
  for (const paragraph of content.paragraphs) lines.push(paragraph, '');
  if (content.details?.length) {
    const width = Math.max(...content.details.map(([label]) => label.length));
    for (const [label, value] of content.details) lines.push(`${label.padEnd(width)}  ${value}`);
    lines.push('');
  }
  if (content.quote) {
    lines.push(`${content.quote.heading}:`, ...content.quote.text.split('\n').map((l) => `> ${l}`));
    lines.push('');
  }
  for (const section of content.sections ?? []) {
    lines.push(section.heading, '-'.repeat(section.heading.length), ...section.paragraphs, '');
  }
  if (content.action) lines.push(`${content.action.label}: ${content.action.url}`, '');
  lines.push(content.signOff, '', '--', property.name, `Freeport, Grand Bahama`, contactLine);
  return `${lines.join('\n')}\n`;
}

function renderHtml(content: EmailContent): string {
  const details = content.details?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;border-top:1px solid ${brand.border};border-collapse:collapse">${content.details
        .map(
          ([label, value]) =>
            `<tr><td style="padding:10px 12px 10px 0;border-bottom:1px solid ${brand.border};color:${brand.muted};font-size:14px;white-space:nowrap;vertical-align:top">${escapeHtml(label)}</td><td style="padding:10px 0;border-bottom:1px solid ${brand.border};font-size:15px;font-weight:600">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const quote = content.quote
    ? `<p style="margin:0 0 8px;font-size:14px;color:${brand.muted}">${escapeHtml(content.quote.heading)}</p><blockquote style="margin:0 0 24px;padding:12px 16px;border-left:3px solid ${brand.primary};background:${brand.background}">${htmlParagraph(content.quote.text, 'margin:0')}</blockquote>`
    : '';
  const sections = (content.sections ?? [])
    .map(
      (section) =>
        `<h2 style="margin:24px 0 8px;font-family:${fontStack};font-size:19px;font-weight:normal;color:${brand.deep}">${escapeHtml(section.heading)}</h2>${section.paragraphs.map((paragraph) => htmlParagraph(paragraph)).join('')}`,
    )
    .join('');
  const action = content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 22px;border-radius:6px;background:${brand.primary};color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(content.action.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${brand.background};color:${brand.foreground};font-family:${textStack}">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${brand.background}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:${brand.surface};border:1px solid ${brand.border};border-radius:8px;overflow:hidden">
<tr><td style="padding:24px 32px;background:${brand.deep};color:${brand.deepForeground};font-family:${fontStack};font-size:22px;letter-spacing:0.5px">${escapeHtml(property.name)}</td></tr>
<tr><td style="padding:32px">
<h1 style="margin:0 0 20px;font-family:${fontStack};font-size:26px;font-weight:normal;color:${brand.deep}">${escapeHtml(content.heading)}</h1>
${htmlParagraph(content.greeting)}
${content.paragraphs.map((paragraph) => htmlParagraph(paragraph)).join('\n')}
${details}${quote}${sections}${action}
${htmlParagraph(content.signOff, 'margin-top:24px')}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid ${brand.border};font-size:13px;line-height:1.6;color:${brand.muted}">${escapeHtml(property.name)} · Freeport, Grand Bahama<br>${escapeHtml(contactLine)}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
