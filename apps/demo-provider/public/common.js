// Shared page script of the demo games: balance, messages, rounds, dialogs, provably fair panel and
// the chip board of the table games. Plain browser JavaScript, no build step. The page never decides
// an outcome: it sends the bet and shows what the server answers.
(() => {
  'use strict';

  const { boot, t, el, formatSatang, fill, escapeHtml } = window.ChabaPage;
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  const state = {
    balanceSatang: boot.balanceSatang,
    fairness: boot.fairness,
    revealedSeeds: boot.revealedSeeds,
    rounds: boot.rounds,
    busy: false,
    expired: false,
  };

  /** The session's JSON API (page.js); anything but a JSON success throws. */
  async function api(path, body) {
    const { ok, status, json } = await window.ChabaPage.request(path, body, sessionExpired);
    if (!ok || !json) throw new Error(`HTTP ${status}`);
    return json;
  }

  function setBalance(satang, { bump = false } = {}) {
    state.balanceSatang = satang;
    const target = el('balance');
    target.textContent = formatSatang(satang);
    if (bump) {
      target.classList.remove('bump');
      void target.offsetWidth;
      target.classList.add('bump');
    }
    const refill = el('refill');
    if (refill) refill.hidden = !(boot.mode === 'trial' && satang < 100);
  }

  function showMessage(text, kind = 'info') {
    const message = el('message');
    message.textContent = text;
    message.dataset.kind = kind;
  }

  function setPlayEnabled(enabled) {
    const play = el('play');
    if (play) play.disabled = !enabled || state.expired;
  }

  function sessionExpired() {
    state.expired = true;
    showMessage(t.sessionExpired, 'error');
    setPlayEnabled(false);
  }

  /**
   * Asks the server for a round. Resolves to the round answer when it was played, or null when it
   * was not (the reason is already shown). While a round runs, the balance poll stands still.
   */
  async function playRound(bet) {
    if (state.busy || state.expired) return null;
    state.busy = true;
    setPlayEnabled(false);
    try {
      const answer = await api('/api/round', bet);
      switch (answer.status) {
        case 'OK':
          state.fairness = { ...state.fairness, nonce: answer.round.nonce + 1 };
          state.rounds = [{ ...answer.round, outcome: undefined }, ...state.rounds].slice(0, 20);
          renderFairness();
          // The stake leaves the balance now; the win arrives when the game has shown the outcome.
          setBalance(answer.balanceSatang - answer.round.returnSatang);
          showMessage('', 'info');
          return answer;
        case 'INSUFFICIENT_FUNDS':
          setBalance(answer.balanceSatang);
          showMessage(fill(t.insufficientFunds, { balance: formatSatang(answer.balanceSatang) }), 'error');
          return null;
        case 'LIMIT_EXCEEDED':
          setBalance(answer.balanceSatang);
          showMessage(t.limitExceeded, 'error');
          return null;
        case 'INVALID_TOKEN':
          sessionExpired();
          return null;
        case 'PLAYER_BLOCKED':
          showMessage(t.playerBlocked, 'error');
          return null;
        case 'WALLET_UNAVAILABLE':
          showMessage(t.walletUnavailable, 'error');
          return null;
        default:
          showMessage(t.somethingWrong, 'error');
          return null;
      }
    } catch {
      if (!state.expired) showMessage(t.somethingWrong, 'error');
      return null;
    }
  }

  /** Called by a game when it has finished showing a round (played or not). */
  function roundShown(answer) {
    state.busy = false;
    setPlayEnabled(true);
    if (!answer) return;
    setBalance(answer.balanceSatang, { bump: answer.round.returnSatang > 0 });
    if (answer.settlement === 'pending') showMessage(t.settlementPending, 'info');
    else if (answer.settlement === 'refused') showMessage(t.somethingWrong, 'error');
    else if (answer.round.returnSatang > 0) {
      // Table games can return less than the bet (a push, or one spot of several): show both.
      const stake = boot.game.endsWith('-slot')
        ? ''
        : ` · ${t.totalBet} ${formatSatang(answer.round.stakeSatang)}`;
      showMessage(`${fill(t.youWin, { amount: formatSatang(answer.round.returnSatang) })}${stake}`, 'win');
    } else showMessage(t.noWin, 'info');
  }

  // Credit follows the wallet: every few seconds, and at once when the page is seen again.
  let polling = false;
  async function refreshBalance() {
    if (polling || state.busy || state.expired || document.hidden) return;
    polling = true;
    try {
      const answer = await api('/api/balance');
      if (state.busy) return;
      if (answer.status === 'INVALID_TOKEN') sessionExpired();
      else if (answer.status === 'PLAYER_BLOCKED') showMessage(t.playerBlocked, 'error');
      else if (answer.balanceSatang !== state.balanceSatang) setBalance(answer.balanceSatang, { bump: true });
    } catch {
      // The next poll tries again.
    } finally {
      polling = false;
    }
  }
  setInterval(refreshBalance, boot.refreshMs);
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) void refreshBalance();
  });

  const refill = el('refill');
  if (refill) {
    refill.addEventListener('click', async () => {
      const answer = await api('/api/trial/refill', {});
      setBalance(answer.balanceSatang, { bump: true });
      showMessage('', 'info');
    });
  }

  // Dialogs.
  document.querySelectorAll('[data-open]').forEach((button) => {
    button.addEventListener('click', () => {
      const dialog = el(`dialog-${button.dataset.open}`);
      if (button.dataset.open === 'fairness') renderFairness();
      dialog.showModal();
    });
  });
  document.querySelectorAll('dialog').forEach((dialog) => {
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog || event.target.closest('[data-close]')) dialog.close();
    });
  });

  // Provably fair panel.
  function verifyLink(seed, nonce) {
    const query = new URLSearchParams({
      lang: boot.language,
      game: boot.game,
      serverSeed: seed.serverSeed,
      hash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nonce: String(nonce),
    });
    return `/verify?${query}`;
  }

  function renderFairness() {
    el('seed-hash').textContent = state.fairness.serverSeedHash;
    el('seed-nonce').textContent = String(state.fairness.nonce);
    el('seed-hash-inline').textContent = `${state.fairness.serverSeedHash.slice(0, 16)}…`;
    const input = el('client-seed');
    if (document.activeElement !== input) input.value = state.fairness.clientSeed;
    el('revealed-seeds').innerHTML =
      state.revealedSeeds
        .map(
          (seed) => `<div class="item">
  <div><span class="label">${escapeHtml(t.serverSeed)}:</span> <code>${escapeHtml(seed.serverSeed)}</code></div>
  <div><span class="label">SHA-256:</span> <code>${escapeHtml(seed.serverSeedHash)}</code></div>
  <div><span class="label">${escapeHtml(t.clientSeed)}:</span> <code>${escapeHtml(seed.clientSeed)}</code> · ${escapeHtml(t.roundsPlayed)} ${seed.roundsPlayed}</div>
  ${seed.roundsPlayed > 0 ? `<div><a class="link" target="_blank" rel="noopener" href="${escapeHtml(verifyLink(seed, 0))}">${escapeHtml(t.verify)} (${escapeHtml(t.nonce)} 0) →</a></div>` : ''}
</div>`,
        )
        .join('') || '<div class="muted">—</div>';
    el('recent-rounds').innerHTML =
      state.rounds
        .map((round) => {
          const revealed = state.revealedSeeds.find((seed) => seed.serverSeedHash === round.serverSeedHash);
          const link = revealed
            ? ` · <a class="link" target="_blank" rel="noopener" href="${escapeHtml(verifyLink({ ...revealed, clientSeed: round.clientSeed }, round.nonce))}">${escapeHtml(t.verify)}</a>`
            : '';
          return `<div class="item"><div>${escapeHtml(t.nonce)} ${round.nonce} · ${escapeHtml(t.bet)} ${formatSatang(round.stakeSatang)} → ${formatSatang(round.returnSatang)}${link}</div><div class="muted"><code>${escapeHtml(round.clientSeed)}</code> · <code>${escapeHtml(round.serverSeedHash.slice(0, 16))}…</code></div></div>`;
        })
        .join('') || '<div class="muted">—</div>';
  }
  renderFairness();

  el('client-seed-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    const input = el('client-seed');
    if (!input.checkValidity()) return;
    try {
      const answer = await api('/api/client-seed', { clientSeed: input.value });
      state.fairness = answer.fairness;
      input.blur();
      renderFairness();
      showMessage(`${t.clientSeed}: ${t.saved}`, 'info');
    } catch {
      showMessage(t.somethingWrong, 'error');
    }
  });
  el('rotate-seed').addEventListener('click', async () => {
    if (state.busy) return;
    try {
      const answer = await api('/api/rotate-seed', {});
      state.fairness = answer.fairness;
      state.revealedSeeds = answer.revealedSeeds;
      renderFairness();
    } catch {
      showMessage(t.somethingWrong, 'error');
    }
  });

  /** The chip rack and bet spots of the table games. */
  function betBoard({ minSpotBaht = 1, maxSpotBaht = 10000 } = boot.limits ?? {}) {
    let chip = Number(document.querySelector('.chip[aria-checked="true"]')?.dataset.chip ?? 1);
    let bets = new Map();
    let lastBets = new Map();
    const spots = [...document.querySelectorAll('[data-spot]')];

    function render() {
      for (const spot of spots) {
        const amount = bets.get(spot.dataset.spot) ?? 0;
        spot.classList.toggle('has-stake', amount > 0);
        spot.querySelector('.spot-stake').textContent = amount > 0 ? String(amount) : '';
      }
      const total = [...bets.values()].reduce((sum, amount) => sum + amount, 0);
      el('total-bet').textContent = formatSatang(total * 100);
    }

    document.querySelectorAll('.chip').forEach((button) => {
      button.addEventListener('click', () => {
        chip = Number(button.dataset.chip);
        document
          .querySelectorAll('.chip')
          .forEach((other) => other.setAttribute('aria-checked', String(other === button)));
      });
    });
    for (const spot of spots) {
      spot.addEventListener('click', () => {
        if (state.busy) return;
        const name = spot.dataset.spot;
        bets.set(name, Math.min(maxSpotBaht, Math.max(minSpotBaht, (bets.get(name) ?? 0) + chip)));
        clearHighlights();
        render();
      });
    }
    el('clear').addEventListener('click', () => {
      if (state.busy) return;
      bets = new Map();
      render();
    });
    el('rebet').addEventListener('click', () => {
      if (state.busy) return;
      bets = new Map(lastBets);
      clearHighlights();
      render();
    });

    function clearHighlights() {
      spots.forEach((spot) => spot.classList.remove('won'));
    }

    render();
    return {
      /** The bets as the API takes them, or null (and a message) when none is placed. */
      take() {
        if (bets.size === 0) {
          if (lastBets.size === 0) {
            showMessage(t.placeBet, 'error');
            return null;
          }
          bets = new Map(lastBets);
          render();
        }
        return { bets: [...bets].map(([spot, amount]) => ({ spot, amount })) };
      },
      /** After a round: remember the bets for "rebet" and clear the table. */
      settle(answer) {
        lastBets = new Map(bets);
        clearHighlights();
        if (answer) {
          for (const bet of answer.round.bets) {
            if (bet.returnSatang > bet.stakeSatang)
              spots.find((spot) => spot.dataset.spot === bet.spot)?.classList.add('won');
          }
          bets = new Map();
        }
        render();
      },
      clearHighlights,
    };
  }

  window.ChabaGame = {
    boot,
    t,
    el,
    sleep,
    fill,
    formatSatang,
    escapeHtml,
    state,
    api,
    playRound,
    roundShown,
    setBalance,
    showMessage,
    betBoard,
  };
})();
