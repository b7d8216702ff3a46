// European roulette page: chips on the layout, then the server spins; the page turns the wheel until
// the pocket the server decided stops under the marker, and highlights the winning bets.
(() => {
  'use strict';
  const game = window.ChabaGame;
  const { boot, el, sleep } = game;
  const board = game.betBoard();
  const order = boot.wheelOrder;
  const step = 360 / order.length;
  const red = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
  const colour = (pocket) => (pocket === 0 ? 'green' : red.has(pocket) ? 'red' : 'black');
  const wheel = el('wheel').querySelector('.wheel-svg');
  const ballTrack = el('ball-track');
  const history = [];
  let wheelAngle = 0;
  let ballAngle = 0;

  function renderHistory() {
    el('history').innerHTML = history
      .map((pocket, index) => `<i class="${colour(pocket)}${index === 0 ? ' latest' : ''}">${pocket}</i>`)
      .join('');
  }

  function turn(node, angle, ms) {
    node.style.transition = ms ? `transform ${ms}ms cubic-bezier(.12,.6,.18,1)` : 'none';
    node.style.transform = `rotate(${angle}deg)`;
  }

  el('play').addEventListener('click', async () => {
    if (game.state.busy) return;
    const bets = board.take();
    if (!bets) return;
    board.clearHighlights();
    document.querySelectorAll('.pocket-cell.hit').forEach((cell) => cell.classList.remove('hit'));
    el('pocket-result').className = 'pocket-result';
    el('pocket-result').textContent = '';
    // Cosmetic: the wheel and the ball start turning while the server decides.
    el('wheel').classList.add('spinning');
    const answer = await game.playRound(bets);
    if (!answer) {
      el('wheel').classList.remove('spinning');
      game.roundShown(null);
      return;
    }
    const { pocket } = answer.round.outcome;
    // The pocket sits at index × step clockwise from the top; turn the wheel so it ends at the top,
    // under the marker, after a few whole turns, and bring the ball round the other way to meet it.
    const index = order.indexOf(pocket);
    const target = -index * step;
    const turns = 4 * 360;
    wheelAngle = wheelAngle - ((((wheelAngle - target) % 360) + 360) % 360) - turns;
    ballAngle = ballAngle + (360 - (((ballAngle % 360) + 360) % 360)) + 3 * 360;
    el('wheel').classList.remove('spinning');
    turn(wheel, wheelAngle, 3200);
    turn(ballTrack, ballAngle, 3000);
    ballTrack.classList.add('rolling');
    await sleep(3300);
    ballTrack.classList.remove('rolling');
    const result = el('pocket-result');
    result.className = `pocket-result ${colour(pocket)} shown`;
    result.textContent = String(pocket);
    document.querySelector(`[data-spot="straight-${pocket}"]`)?.closest('.pocket-cell')?.classList.add('hit');
    history.unshift(pocket);
    if (history.length > 14) history.pop();
    renderHistory();
    await sleep(200);
    board.settle(answer);
    game.roundShown(answer);
  });
})();
