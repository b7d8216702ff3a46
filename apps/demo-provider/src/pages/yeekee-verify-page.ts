import type { RoundView, ShotView } from '../games/yeekee/lottery';
import { computeResult, seedMatches } from '../games/yeekee/result';
import { resultDigits } from '../games/yeekee/rules';
import { yeekeeCatalogs } from '../games/yeekee/texts';
import { catalogs, fill, type Language } from '../texts';
import { escapeHtml, htmlDocument } from './html';

/**
 * GET /yeekee/verify?round=<key>: a past round recomputed step by step from what was published — the
 * list of shots and the seed revealed at the close — and checked against the hash published before the
 * round opened. The same data is at /api/yeekee/rounds/<key> for anyone's own recomputation.
 */
export function renderYeekeeVerifyPage(
  language: Language,
  roundKey: string,
  found: { round: RoundView; shots: ShotView[] } | undefined,
): string {
  const t = catalogs[language];
  const y = yeekeeCatalogs[language];
  let result: string;
  if (!roundKey) result = '';
  else if (!found) result = `<p class="alert">${escapeHtml(y.unknownRound)}</p>`;
  else if (found.round.status !== 'closed' || !found.round.serverSeed) {
    result = `<p class="muted">${escapeHtml(y.roundStillOpen)}</p><p>${escapeHtml(y.seedHash)}: <code>${escapeHtml(found.round.serverSeedHash)}</code></p>`;
  } else {
    const { round, shots } = found;
    const seed = round.serverSeed!;
    const computed = computeResult({
      serverSeed: seed,
      roundKey: round.key,
      shots: shots.map((shot) => shot.number),
    });
    const digits = resultDigits(computed.result);
    const check = (ok: boolean, good: string, bad: string) =>
      `<p class="${ok ? 'ok' : 'alert'}">${escapeHtml(ok ? good : bad)}</p>`;
    const shotRows = shots
      .map(
        (shot) =>
          `<tr><td>${shot.sequence}</td><td><code>${shot.number}</code></td><td>${escapeHtml(shot.shooter)}</td><td>${escapeHtml(shot.at.slice(11, 19))}</td></tr>`,
      )
      .join('');
    result = `<section class="verify-result-box" id="verify-result">
  <h2>${escapeHtml(fill(y.roundOf, { number: round.number, date: round.date }))}</h2>
  ${check(seedMatches(seed, round.serverSeedHash), t.hashMatches, t.hashDiffers)}
  <dl class="seed-facts">
    <dt>${escapeHtml(y.seedHash)}</dt><dd><code>${escapeHtml(round.serverSeedHash)}</code></dd>
    <dt>${escapeHtml(y.serverSeed)}</dt><dd><code id="revealed-seed">${escapeHtml(seed)}</code></dd>
  </dl>
  <p>${escapeHtml(fill(y.shotSumLine, { count: shots.length, value: computed.shotSum }))}</p>
  <p>${escapeHtml(fill(y.seedNumberLine, { key: round.key, value: computed.seedNumber }))}</p>
  <p class="verify-result" id="recomputed">${escapeHtml(fill(y.resultLine, { sum: computed.shotSum, seed: computed.seedNumber, result: computed.result }))}</p>
  <p>${escapeHtml(y.threeTop)} <strong>${digits.threeTop}</strong> · ${escapeHtml(y.twoTop)} <strong>${digits.twoTop}</strong> · ${escapeHtml(y.twoBottom)} <strong>${digits.twoBottom}</strong></p>
  ${check(computed.result === round.result, y.recomputedMatches, y.recomputedDiffers)}
  <p><a class="link" href="/api/yeekee/rounds/${encodeURIComponent(round.key)}">${escapeHtml(y.roundJson)}</a></p>
  <div class="yk-table-scroll"><table class="paytable"><thead><tr><th>${escapeHtml(y.sequence)}</th><th>${escapeHtml(y.number)}</th><th>${escapeHtml(y.shooter)}</th><th>${escapeHtml(y.time)} (UTC)</th></tr></thead><tbody>${shotRows}</tbody></table></div>
</section>`;
  }
  return htmlDocument({
    texts: t,
    title: y.verifyTitle,
    bodyClass: 'verify-page',
    body: `<main class="verify">
  <h1>${escapeHtml(y.verifyTitle)}</h1>
  <p class="muted">${escapeHtml(y.verifyIntro)}</p>
  <form method="get" action="/yeekee/verify" class="verify-form">
    <input type="hidden" name="lang" value="${language}">
    <label class="field"><span>${escapeHtml(y.roundKey)}</span><input name="round" value="${escapeHtml(roundKey)}" autocomplete="off" spellcheck="false" maxlength="20" placeholder="20261124-37"></label>
    <button type="submit" class="primary-action">${escapeHtml(t.verify)}</button>
  </form>
  ${result}
  <details class="method" open><summary>${escapeHtml(t.howItWorks)}</summary><p>${escapeHtml(y.rulesText)}</p><p>${escapeHtml(t.verifyMethodBytes)}</p></details>
  <nav class="languages">${(['th', 'en', 'cn'] as const)
    .map(
      (code) =>
        `<a href="/yeekee/verify?lang=${code}&amp;round=${encodeURIComponent(roundKey)}"${code === language ? ' aria-current="page"' : ''}>${{ th: 'ไทย', en: 'English', cn: '中文' }[code]}</a>`,
    )
    .join(' · ')}</nav>
</main>`,
  });
}
