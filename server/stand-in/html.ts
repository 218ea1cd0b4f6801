/**
 * Small HTML pages of the stand-ins. Everything interpolated is escaped; pages carry no inline
 * script or style (the stand-ins' CSP forbids both) and link one shared stylesheet instead.
 */
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

export const STAND_IN_STYLESHEET = '/stand-in/assets/stand-in.css';

export interface PageOptions {
  title: string;
  body: string;
  /** Same-origin scripts to load at the end of the body. */
  scripts?: string[];
}

export function page({ title, body, scripts = [] }: PageOptions): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · stand-in</title>
<link rel="stylesheet" href="${STAND_IN_STYLESHEET}">
</head>
<body>
<p class="stand-in-banner">Local stand-in service: not a real system.</p>
<main>
${body}
</main>
${scripts.map((src) => `<script src="${escapeHtml(src)}"></script>`).join('\n')}
</body>
</html>
`;
}

/** A definition list of name → value rows, escaped. */
export function fieldTable(fields: Record<string, unknown>, testId = 'fields'): string {
  const rows = Object.entries(fields)
    .map(
      ([name, value]) =>
        `<tr><th scope="row">${escapeHtml(name)}</th><td>${escapeHtml(Array.isArray(value) ? value.join(', ') : value)}</td></tr>`,
    )
    .join('\n');
  return `<table data-testid="${escapeHtml(testId)}"><tbody>
${rows}
</tbody></table>`;
}
