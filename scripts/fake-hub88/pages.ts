/**
 * The fake's game page: one slot machine, a Spin button and the balance, readable at 390 px wide
 * inside the member site's frame. The page speaks only to the fake (`base`), which settles the spin
 * through the operator's wallet; its inline script is this fake's own (no policy forbids it here).
 */
export function gamePage(options: { name: string; demo: boolean; base: string }): string {
  const name = escapeHtml(options.name);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${name}</title>
<style>
body{margin:0;font-family:sans-serif;background:#1e1b4b;color:#fff;display:flex;flex-direction:column;align-items:center;gap:16px;padding:16px;box-sizing:border-box;min-height:100vh}
h1{font-size:20px;margin:0;text-align:center}.reels{font-size:48px;letter-spacing:8px}
button{font-size:20px;padding:12px 40px;border-radius:999px;border:0;background:#f59e0b;color:#1e1b4b;font-weight:700}
button:disabled{opacity:.5}#result{min-height:1.5em}
</style></head>
<body>
<h1>${name}${options.demo ? ' (DEMO)' : ''}</h1>
<div class="reels" id="reels">🍒🍋🔔</div>
<p>Balance: <output id="balance" data-testid="fake-hub88-balance">…</output> THB</p>
<button id="spin" type="button">Spin</button>
<p id="result" role="status"></p>
<script>
const base = ${JSON.stringify(options.base)};
const balance = document.getElementById('balance');
const result = document.getElementById('result');
const button = document.getElementById('spin');
const show = (answer) => {
  if (answer.error) { result.textContent = 'Error: ' + answer.error; return; }
  balance.textContent = answer.balance.toFixed(2);
  if (answer.win !== undefined) result.textContent = answer.win > 0 ? 'Win ' + answer.win.toFixed(2) : 'No win';
};
fetch(base + '/balance').then((r) => r.json()).then(show);
button.addEventListener('click', async () => {
  button.disabled = true;
  document.getElementById('reels').textContent = '🎰🎰🎰';
  try { show(await (await fetch(base + '/spin', { method: 'POST' })).json()); }
  finally { button.disabled = false; }
});
</script>
</body></html>`;
}

export function roundPage(round: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Round</title></head>
<body><h1>Round ${escapeHtml(round)}</h1><p>Stake 10.00, settled.</p></body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
