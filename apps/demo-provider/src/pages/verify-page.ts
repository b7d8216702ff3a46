import { hashServerSeed, RoundRandom } from '../fairness';
import { gameCodes, games, isGameCode } from '../games/catalogue';
import { catalogs, type Language } from '../texts';
import { spriteSvg } from './art';
import { escapeHtml, htmlDocument } from './html';
import { outcomeHtml } from './outcome-view';

export interface VerifyInput {
  game?: string;
  serverSeed?: string;
  clientSeed?: string;
  nonce?: string;
  hash?: string;
}

const serverSeedPattern = /^[0-9a-f]{64}$/;

/**
 * GET /verify: a player pastes a revealed server seed, the client seed, the nonce and the game, and
 * sees the round recomputed exactly as the game computed it, and whether the seed hashes to the hash
 * shown before the round.
 */
export function renderVerifyPage(language: Language, input: VerifyInput): string {
  const t = catalogs[language];
  const serverSeed = (input.serverSeed ?? '').trim().toLowerCase();
  const clientSeed = (input.clientSeed ?? '').trim();
  const nonceText = (input.nonce ?? '').trim();
  const expectedHash = (input.hash ?? '').trim().toLowerCase();
  const game = isGameCode(input.game) ? input.game : 'hibiscus-slot';
  const submitted = serverSeed !== '' || clientSeed !== '' || nonceText !== '';

  let result = '';
  if (submitted) {
    const nonce = Number(nonceText);
    if (!serverSeedPattern.test(serverSeed) || clientSeed === '' || !/^\d{1,9}$/.test(nonceText)) {
      result = `<p class="alert">${escapeHtml(t.invalidVerifyInput)}</p>`;
    } else {
      const actualHash = hashServerSeed(serverSeed);
      const hashCheck = expectedHash
        ? actualHash === expectedHash
          ? `<p class="ok">${escapeHtml(t.hashMatches)}</p>`
          : `<p class="alert">${escapeHtml(t.hashDiffers)}</p>`
        : '';
      const outcome = games[game].outcome(new RoundRandom(serverSeed, clientSeed, nonce));
      result = `<section class="verify-result-box" id="verify-result">
  ${hashCheck}
  <p class="muted">${escapeHtml(t.hashOfSeed)}: <code>${actualHash}</code></p>
  <h2>${escapeHtml(t.outcome)} · ${escapeHtml(t[`game.${game}`])} · ${escapeHtml(t.nonce)} ${nonce}</h2>
  ${outcomeHtml(outcome, t)}
</section>`;
    }
  }
  const field = (name: string, label: string, value: string, extra = '') =>
    `<label class="field"><span>${escapeHtml(label)}</span><input name="${name}" value="${escapeHtml(value)}" autocomplete="off" spellcheck="false" ${extra}></label>`;
  return htmlDocument({
    texts: t,
    title: t.verifyTitle,
    bodyClass: 'verify-page',
    body: `${spriteSvg(language)}
<main class="verify">
  <h1>${escapeHtml(t.verifyTitle)}</h1>
  <p class="muted">${escapeHtml(t.verifyIntro)}</p>
  <form method="get" action="/verify" class="verify-form">
    <input type="hidden" name="lang" value="${language}">
    <label class="field"><span>${escapeHtml(t.game)}</span><select name="game">${gameCodes
      .map(
        (code) =>
          `<option value="${code}"${code === game ? ' selected' : ''}>${escapeHtml(t[`game.${code}`])}</option>`,
      )
      .join('')}</select></label>
    ${field('serverSeed', t.serverSeed, serverSeed, 'maxlength="64"')}
    ${field('hash', t.hashShownBefore, expectedHash, 'maxlength="64"')}
    ${field('clientSeed', t.clientSeed, clientSeed, 'maxlength="64"')}
    ${field('nonce', t.nonce, nonceText, 'inputmode="numeric" maxlength="9"')}
    <button type="submit" class="primary-action">${escapeHtml(t.verify)}</button>
  </form>
  ${result}
  <details class="method"><summary>${escapeHtml(t.howItWorks)}</summary>
    <p>${escapeHtml(t.verifyMethodBytes)}</p>
    <p>${escapeHtml(t.verifyMethodSlot)}</p>
    <p>${escapeHtml(t.verifyMethodBaccarat)}</p>
    <p>${escapeHtml(t.verifyMethodHilo)}</p>
    <p>${escapeHtml(t.verifyMethodThemedSlots)}</p>
    <p>${escapeHtml(t.verifyMethodRoulette)}</p>
    <p>${escapeHtml(t.verifyMethodDragonTiger)}</p>
    <p>${escapeHtml(t.verifyMethodSicBo)}</p>
    <p>${escapeHtml(t.verifyMethodFish)}</p>
  </details>
  <nav class="languages">${(['th', 'en', 'cn'] as const)
    .map(
      (code) =>
        `<a href="/verify?lang=${code}"${code === language ? ' aria-current="page"' : ''}>${{ th: 'ไทย', en: 'English', cn: '中文' }[code]}</a>`,
    )
    .join(' · ')}</nav>
</main>`,
  });
}
