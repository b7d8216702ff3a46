// Slot page (Hibiscus, Naga Gold, Floating Market): picks the bet, asks the server to spin, then
// stops the reels on the stops the server decided and highlights the winning lines; when the spin
// started free spins, the page plays back the free spins the server already played in the round.
(() => {
  'use strict';
  const game = window.ChabaGame;
  const { boot, t, el, sleep, fill, formatSatang } = game;
  const names = boot.symbolNames;
  const lineColors = ['#ffd36b', '#ff6b81', '#7dd3fc', '#86efac', '#c4b5fd', '#fdba74', '#f0abfc', '#67e8f9'];

  const reels = [...document.querySelectorAll('.reel')];
  const cells = reels.map((reel) => [...reel.querySelectorAll('.cell')]);
  const overlay = el('win-lines');
  let bet = boot.slotBetsBaht[0];

  const drawSymbol = (cell, symbol) => {
    cell.innerHTML = `<svg><use href="#sym-${names[symbol]}"/></svg>`;
  };

  document.querySelectorAll('.bet-option').forEach((button) => {
    button.addEventListener('click', () => {
      if (game.state.busy) return;
      bet = Number(button.dataset.bet);
      document
        .querySelectorAll('.bet-option')
        .forEach((other) => other.setAttribute('aria-checked', String(other === button)));
    });
  });

  function clearWins() {
    overlay.innerHTML = '';
    cells.flat().forEach((cell) => cell.classList.remove('win', 'dim'));
  }

  function showWins(spin) {
    const winning = new Set();
    spin.lineWins.forEach((win) => win.cells.forEach(([reel, row]) => winning.add(`${reel}:${row}`)));
    spin.coins.cells.forEach(([reel, row]) => {
      if (spin.coins.winSatang > 0) winning.add(`${reel}:${row}`);
    });
    if (winning.size > 0) {
      cells.forEach((column, reel) =>
        column.forEach((cell, row) => cell.classList.add(winning.has(`${reel}:${row}`) ? 'win' : 'dim')),
      );
    }
    // Each winning payline as a line through the centres of all five cells it reads.
    overlay.innerHTML = spin.lineWins
      .map((win, index) => {
        const rows = boot.paylines[win.line - 1];
        const points = rows.map((row, reel) => `${50 + reel * 100},${50 + row * 100}`).join(' ');
        return `<polyline points="${points}" stroke="${lineColors[index % lineColors.length]}"/>`;
      })
      .join('');
    const parts = spin.lineWins.map(
      (win) => `${fill(t.line, { line: win.line })} · ${win.count}× ${formatSatang(win.winSatang)}`,
    );
    if (spin.coins.winSatang > 0)
      parts.push(
        `${fill(boot.game === 'hibiscus-slot' ? t.coins : t.scatters, { count: spin.coins.count })} · ${formatSatang(spin.coins.winSatang)}`,
      );
    el('win-detail').textContent = parts.length ? parts.join('  |  ') : idleDetail;
  }

  const idleDetail = el('win-detail').dataset.idle;

  /** Spins the reels for show, then stops them on `spin` reel by reel. */
  async function stopOn(spin, minimumMs) {
    reels.forEach((reel) => reel.classList.add('spinning'));
    const flicker = setInterval(() => {
      cells.forEach((column) =>
        column.forEach((cell) => drawSymbol(cell, Math.floor(Math.random() * names.length))),
      );
    }, 90);
    await sleep(minimumMs);
    clearInterval(flicker);
    for (let reel = 0; reel < reels.length; reel++) {
      spin.symbols[reel].forEach((symbol, row) => drawSymbol(cells[reel][row], symbol));
      reels[reel].classList.remove('spinning');
      reels[reel].classList.add('stopping');
      setTimeout(() => reels[reel].classList.remove('stopping'), 250);
      await sleep(110);
    }
  }

  async function playFreeSpins(freeSpins, wonSoFar) {
    const banner = el('free-spins');
    const count = freeSpins.spins.length;
    banner.hidden = false;
    banner.textContent = fill(t.freeSpinsWon, { count, multiplier: freeSpins.multiplier });
    // The announcement stands over the reels first, then moves below them for the free spins.
    await sleep(1400);
    document.body.classList.add('in-free-spins');
    let won = wonSoFar;
    for (const [index, spin] of freeSpins.spins.entries()) {
      clearWins();
      banner.textContent = `${fill(t.freeSpin, { spin: index + 1, count })} · ×${freeSpins.multiplier}`;
      await stopOn(spin, 280);
      showWins(spin);
      won += spin.totalWinSatang;
      el('last-win').textContent = formatSatang(won);
      await sleep(spin.totalWinSatang > 0 ? 700 : 250);
    }
    document.body.classList.remove('in-free-spins');
    banner.hidden = true;
  }

  el('play').addEventListener('click', async () => {
    if (game.state.busy) return;
    clearWins();
    el('win-detail').textContent = idleDetail;
    // Cosmetic spinning while the server decides; the symbols shown here mean nothing.
    reels.forEach((reel) => reel.classList.add('spinning'));
    const flicker = setInterval(() => {
      cells.forEach((column) =>
        column.forEach((cell) => drawSymbol(cell, Math.floor(Math.random() * names.length))),
      );
    }, 90);
    const started = performance.now();
    const answer = await game.playRound({ bet });
    const minimumSpinMs = 600;
    await sleep(Math.max(0, minimumSpinMs - (performance.now() - started)));
    clearInterval(flicker);
    if (!answer) {
      reels.forEach((reel) => reel.classList.remove('spinning'));
      game.roundShown(null);
      return;
    }
    const outcome = answer.round.outcome;
    await stopOn(outcome.spin, 0);
    showWins(outcome.spin);
    el('last-win').textContent = formatSatang(outcome.spin.totalWinSatang);
    if (outcome.freeSpins) {
      await sleep(900);
      await playFreeSpins(outcome.freeSpins, outcome.spin.totalWinSatang);
    }
    el('last-win').textContent = formatSatang(answer.round.returnSatang);
    game.roundShown(answer);
  });
})();
