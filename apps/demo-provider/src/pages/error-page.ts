import { catalogs, type Language } from '../texts';
import { spriteSvg } from './art';
import { escapeHtml, htmlDocument } from './html';

/** A friendly page in the player's language when a game cannot open. */
export function renderErrorPage(language: Language, message: string): string {
  const t = catalogs[language];
  return htmlDocument({
    texts: t,
    title: t.errorTitle,
    bodyClass: 'error-page',
    body: `${spriteSvg(language)}
<main class="notice">
  <svg class="notice-art" aria-hidden="true"><use href="#sym-hibiscus"/></svg>
  <h1>${escapeHtml(t.errorTitle)}</h1>
  <p>${escapeHtml(message)}</p>
</main>`,
  });
}
