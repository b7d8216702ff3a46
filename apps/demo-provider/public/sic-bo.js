// Sic Bo page: chips on the board, then the server rolls; the page shakes the dice, shows the roll
// the server decided and highlights the winning bets.
(() => {
  'use strict';
  const game = window.ChabaGame;
  const { t, el, sleep } = game;
  const board = game.betBoard();
  const dice = [...el('dice').querySelectorAll('.die')];
  const layout = {
    1: [5],
    2: [3, 7],
    3: [3, 5, 7],
    4: [1, 3, 7, 9],
    5: [1, 3, 5, 7, 9],
    6: [1, 3, 4, 6, 7, 9],
  };

  const showFace = (die, face) => {
    die.dataset.face = String(face);
    die.innerHTML = layout[face].map((cell) => `<i class="pip p${cell}"></i>`).join('');
  };

  el('play').addEventListener('click', async () => {
    if (game.state.busy) return;
    const bets = board.take();
    if (!bets) return;
    board.clearHighlights();
    el('dice-total').textContent = '';
    const tray = el('dice');
    tray.classList.remove('landed');
    tray.classList.add('rolling');
    // Cosmetic shaking while the server rolls; these faces mean nothing.
    const flicker = setInterval(
      () => dice.forEach((die) => showFace(die, 1 + Math.floor(Math.random() * 6))),
      100,
    );
    const started = performance.now();
    const answer = await game.playRound(bets);
    await sleep(Math.max(0, 800 - (performance.now() - started)));
    clearInterval(flicker);
    tray.classList.remove('rolling');
    if (!answer) {
      game.roundShown(null);
      return;
    }
    const outcome = answer.round.outcome;
    outcome.dice.forEach((face, index) => showFace(dice[index], face));
    tray.classList.add('landed');
    const side = outcome.triple ? t.triple : outcome.total >= 11 ? t.big : t.small;
    el('dice-total').textContent = `${outcome.dice.join(' + ')} = ${outcome.total} · ${side}`;
    await sleep(250);
    board.settle(answer);
    game.roundShown(answer);
  });
})();
