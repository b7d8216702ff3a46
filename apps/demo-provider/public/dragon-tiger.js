// Dragon Tiger page: chips on Dragon / Tie / Suited tie / Tiger, then the server deals one card to
// each side; the page turns the cards over and shows who won.
(() => {
  'use strict';
  const game = window.ChabaGame;
  const { t, el, sleep } = game;
  const board = game.betBoard();
  const road = [];
  const rankText = (rank) => ({ 1: 'A', 11: 'J', 12: 'Q', 13: 'K' })[rank] ?? String(rank);

  function cardElement(card) {
    const suit = Math.floor(card / 13);
    const node = document.createElement('span');
    node.className = `card${suit === 1 || suit === 2 ? ' red' : ''}`;
    node.innerHTML = `<span class="card-rank">${rankText((card % 13) + 1)}</span><svg class="card-suit"><use href="#suit-${suit}"/></svg>`;
    return node;
  }

  function renderRoad() {
    el('road').innerHTML = road
      .map(
        // The marks of a Dragon Tiger road in every language: 龍 dragon, 虎 tiger, 和 tie.
        (winner) => `<i class="${winner}">${{ dragon: '龍', tiger: '虎', tie: '和' }[winner]}</i>`,
      )
      .join('');
  }

  el('play').addEventListener('click', async () => {
    if (game.state.busy) return;
    const bets = board.take();
    if (!bets) return;
    board.clearHighlights();
    el('result').hidden = true;
    document.querySelectorAll('.dt-side').forEach((side) => side.classList.remove('winner'));
    for (const side of ['dragon', 'tiger']) {
      el(`${side}-card`).innerHTML = '<span class="card back"></span>';
      el(`${side}-rank`).textContent = '';
    }
    const answer = await game.playRound(bets);
    if (!answer) {
      game.roundShown(null);
      return;
    }
    const { hand } = answer.round.outcome;
    for (const side of ['dragon', 'tiger']) {
      await sleep(450);
      el(`${side}-card`).replaceChildren(cardElement(hand[side]));
      el(`${side}-rank`).textContent = rankText((hand[side] % 13) + 1);
    }
    await sleep(300);
    const result = el('result');
    result.className = `result-banner ${hand.winner}`;
    result.textContent =
      hand.winner === 'dragon'
        ? t.dragonWins
        : hand.winner === 'tiger'
          ? t.tigerWins
          : hand.suited
            ? t.suitedTie
            : t.tieResult;
    result.hidden = false;
    if (hand.winner !== 'tie') document.querySelector(`.dt-${hand.winner}`).classList.add('winner');
    road.push(hand.winner);
    if (road.length > 36) road.shift();
    renderRoad();
    board.settle(answer);
    game.roundShown(answer);
  });
})();
