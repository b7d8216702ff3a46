// Baccarat page: chips on player / tie / banker, then the server deals; the page shows the cards in
// dealing order, the totals and the result.
(() => {
  'use strict';
  const game = window.ChabaGame;
  const { t, el, sleep } = game;
  const board = game.betBoard();
  const road = [];

  const rankText = (rank) => ({ 1: 'A', 11: 'J', 12: 'Q', 13: 'K' })[rank] ?? String(rank);
  const points = (card) => {
    const rank = (card % 13) + 1;
    return rank >= 10 ? 0 : rank;
  };
  const total = (cards) => cards.reduce((sum, card) => sum + points(card), 0) % 10;

  function cardElement(card, third) {
    const suit = Math.floor(card / 13);
    const node = document.createElement('span');
    node.className = `card${suit === 1 || suit === 2 ? ' red' : ''}${third ? ' third' : ''}`;
    node.innerHTML = `<span class="card-rank">${rankText((card % 13) + 1)}</span><svg class="card-suit"><use href="#suit-${suit}"/></svg>`;
    return node;
  }

  function renderRoad() {
    el('road').innerHTML = road
      .map(
        (winner) =>
          `<i class="${winner}">${{ player: t.roadPlayer, banker: t.roadBanker, tie: t.roadTie }[winner]}</i>`,
      )
      .join('');
  }

  el('play').addEventListener('click', async () => {
    if (game.state.busy) return;
    const bets = board.take();
    if (!bets) return;
    const answer = await game.playRound(bets);
    if (!answer) {
      game.roundShown(null);
      return;
    }
    const { coup } = answer.round.outcome;
    const playerCards = el('player-cards');
    const bankerCards = el('banker-cards');
    playerCards.innerHTML = '';
    bankerCards.innerHTML = '';
    el('player-score').textContent = '';
    el('banker-score').textContent = '';
    el('result').hidden = true;

    // Dealing order: player, banker, player, banker, then the third cards as drawn.
    const order = [
      ['player', coup.player[0]],
      ['banker', coup.banker[0]],
      ['player', coup.player[1]],
      ['banker', coup.banker[1]],
    ];
    if (coup.player[2] !== undefined) order.push(['player', coup.player[2]]);
    if (coup.banker[2] !== undefined) order.push(['banker', coup.banker[2]]);
    const shown = { player: [], banker: [] };
    for (const [index, [side, card]] of order.entries()) {
      shown[side].push(card);
      (side === 'player' ? playerCards : bankerCards).append(cardElement(card, index >= 4));
      el(`${side}-score`).textContent = String(total(shown[side]));
      await sleep(index === 3 ? 650 : 380);
    }

    const result = el('result');
    result.className = `result-banner ${coup.winner}`;
    const label = { player: t.playerWins, banker: t.bankerWins, tie: t.tieResult }[coup.winner];
    result.textContent = `${label} ${coup.playerTotal} – ${coup.bankerTotal}${coup.natural ? ` · ${t.natural}` : ''}`;
    result.hidden = false;
    road.push(coup.winner);
    if (road.length > 36) road.shift();
    renderRoad();
    board.settle(answer);
    game.roundShown(answer);
  });
})();
