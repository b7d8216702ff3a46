// The Yeekee page: the round's countdown, the bet pad and the ticket, shooting a number, and the
// lists (shots, results, my tickets) from GET /api/yeekee/state. Plain browser JavaScript, no build
// step. The page never decides anything: the server says when a round closes and what it paid.
(() => {
  'use strict';

  const { boot, t, el, formatSatang, fill, escapeHtml } = window.ChabaPage;
  const typeOf = (betType) => boot.betTypes.find((type) => type.betType === betType);

  const state = {
    data: boot.state,
    // Server time minus local time, so the countdown follows the server's clock.
    offsetMs: Date.parse(boot.state.now) - Date.now(),
    betType: boot.betTypes[0].betType,
    lines: [],
    purchaseId: null,
    buying: false,
    expired: false,
  };

  /** The session's JSON API (page.js): { ok, json }, a refusal included; no JSON at all throws. */
  async function api(path, body) {
    const { ok, status, json } = await window.ChabaPage.request(path, body, () => {
      state.expired = true;
      showMessage(t.sessionExpired, 'error');
    });
    if (!json) throw new Error(`HTTP ${status}`);
    return { ok, json };
  }

  function showMessage(text, kind = 'info', where = 'message') {
    const message = el(where);
    message.textContent = text;
    message.dataset.kind = kind;
  }

  function setBalance(satang) {
    el('balance').textContent = formatSatang(satang);
  }

  // Bet pad.
  const numberInput = el('number');
  const amountInput = el('amount');
  function chooseType(betType) {
    state.betType = betType;
    document.querySelectorAll('[data-bet-type]').forEach((button) => {
      button.setAttribute('aria-checked', String(button.dataset.betType === betType));
    });
    const type = typeOf(betType);
    numberInput.maxLength = type.digits;
    numberInput.value = numberInput.value.slice(0, type.digits);
    numberInput.placeholder = '0'.repeat(type.digits);
    el('number-hint').textContent = `${fill(t.needDigits, { digits: type.digits })} · ${fill(t.lineLimits, {
      min: type.minLineBaht,
      max: type.maxLineBaht.toLocaleString('en-US'),
    })}`;
    el('add-reversed').hidden = type.digits === 1;
  }
  document.querySelectorAll('[data-bet-type]').forEach((button) => {
    button.addEventListener('click', () => chooseType(button.dataset.betType));
  });
  document.querySelectorAll('[data-key]').forEach((button) => {
    button.addEventListener('click', () => {
      const key = button.dataset.key;
      if (key === 'clear') numberInput.value = '';
      else if (key === 'back') numberInput.value = numberInput.value.slice(0, -1);
      else if (numberInput.value.length < numberInput.maxLength) numberInput.value += key;
    });
  });
  numberInput.addEventListener('input', () => {
    numberInput.value = numberInput.value.replace(/\D/g, '').slice(0, numberInput.maxLength);
  });
  amountInput.addEventListener('input', () => {
    amountInput.value = amountInput.value.replace(/\D/g, '').slice(0, 5);
  });
  document.querySelectorAll('[data-amount]').forEach((button) => {
    button.addEventListener('click', () => (amountInput.value = button.dataset.amount));
  });

  function permutations(number) {
    if (number.length <= 1) return [number];
    return [...number].flatMap((digit, index) =>
      permutations(number.slice(0, index) + number.slice(index + 1)).map((rest) => digit + rest),
    );
  }

  /** Adds lines to the ticket; answers the reason when one cannot be added. */
  function addLines(numbers) {
    const type = typeOf(state.betType);
    const amount = Number(amountInput.value);
    for (const number of numbers) {
      if (!new RegExp(`^\\d{${type.digits}}$`).test(number))
        return fill(t.needDigits, { digits: type.digits });
      if (state.betType === 'three-tote' && new Set(number).size === 1) return t.tripleTote;
    }
    if (!Number.isInteger(amount) || amount < type.minLineBaht || amount > type.maxLineBaht) {
      return fill(t.lineLimits, { min: type.minLineBaht, max: type.maxLineBaht.toLocaleString('en-US') });
    }
    const fresh = numbers.filter(
      (number) => !state.lines.some((line) => line.betType === state.betType && line.number === number),
    );
    if (fresh.length === 0) return t.duplicateLine;
    if (state.lines.length + fresh.length > boot.maxTicketLines) {
      return fill(t.tooManyLines, { count: boot.maxTicketLines });
    }
    for (const number of fresh) state.lines.push({ betType: state.betType, number, amountBaht: amount });
    state.purchaseId = null;
    return null;
  }
  function addFromPad(reversed) {
    const number = numberInput.value;
    const numbers = reversed ? [...new Set(permutations(number))] : [number];
    const problem = addLines(numbers);
    if (problem) showMessage(problem, 'error');
    else {
      showMessage('', 'info');
      numberInput.value = '';
      renderTicket();
    }
  }
  el('add-line').addEventListener('click', () => addFromPad(false));
  el('add-reversed').addEventListener('click', () => addFromPad(true));
  numberInput.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') addFromPad(false);
  });

  function renderTicket() {
    const list = el('ticket-lines');
    list.innerHTML = state.lines
      .map(
        (line, index) =>
          `<li class="ticket-line"><span class="tl-type">${escapeHtml(t[`bet.${line.betType}`])}</span><strong class="tl-number">${escapeHtml(line.number)}</strong><span class="tl-amount">${formatSatang(line.amountBaht * 100)}</span><button type="button" class="tl-remove" data-remove="${index}" aria-label="${escapeHtml(`${t.remove} ${line.number}`)}">×</button></li>`,
      )
      .join('');
    el('ticket-empty').hidden = state.lines.length > 0;
    const total = state.lines.reduce((sum, line) => sum + line.amountBaht * 100, 0);
    el('ticket-total').textContent = formatSatang(total);
    el('buy').disabled = state.lines.length === 0 || state.buying || state.expired;
  }
  el('ticket-lines').addEventListener('click', (event) => {
    const button = event.target.closest('[data-remove]');
    if (!button) return;
    state.lines.splice(Number(button.dataset.remove), 1);
    state.purchaseId = null;
    renderTicket();
  });

  el('buy').addEventListener('click', async () => {
    if (state.buying || state.lines.length === 0) return;
    state.buying = true;
    el('buy').textContent = t.buying;
    renderTicket();
    // One id per ticket: a retry after a lost answer is the same purchase, never a second bet.
    state.purchaseId ??= crypto.randomUUID();
    try {
      const { ok, json } = await api('/api/yeekee/tickets', {
        purchaseId: state.purchaseId,
        lines: state.lines,
      });
      if (!ok) showMessage(t.somethingWrong, 'error');
      else answerPurchase(json);
    } catch {
      if (!state.expired) showMessage(t.somethingWrong, 'error');
    } finally {
      state.buying = false;
      el('buy').textContent = t.buy;
      renderTicket();
      void refresh();
    }
  });

  function answerPurchase(answer) {
    if ('balanceSatang' in answer) setBalance(answer.balanceSatang);
    switch (answer.status) {
      case 'OK':
        state.lines = [];
        state.purchaseId = null;
        showMessage(fill(t.bought, { number: answer.ticket.roundNumber }), 'win');
        return;
      case 'INSUFFICIENT_FUNDS':
        showMessage(fill(t.insufficientFunds, { balance: formatSatang(answer.balanceSatang) }), 'error');
        break;
      case 'LIMIT_EXCEEDED':
        showMessage(t.limitExceeded, 'error');
        break;
      case 'NUMBER_FULL':
        showMessage(
          fill(t.numberFull, {
            number: answer.number,
            type: t[`bet.${answer.betType}`],
            available: answer.availableBaht,
          }),
          'error',
        );
        break;
      case 'ROUND_CLOSED':
        showMessage(t.roundClosed, 'error');
        break;
      case 'TOO_MANY_TICKETS':
        showMessage(fill(t.tooManyTickets, { count: boot.maxTickets }), 'error');
        break;
      case 'PURCHASE_MISMATCH':
        showMessage(t.purchaseMismatch, 'error');
        break;
      case 'PLAYER_BLOCKED':
        showMessage(t.playerBlocked, 'error');
        break;
      case 'INVALID_TOKEN':
        state.expired = true;
        showMessage(t.sessionExpired, 'error');
        break;
      case 'WALLET_UNAVAILABLE':
        showMessage(t.walletUnavailable, 'error');
        break;
      default:
        showMessage(t.somethingWrong, 'error');
    }
    // Not bought: the next press is a new purchase.
    state.purchaseId = null;
  }

  // Shooting.
  const shotInput = el('shot-number');
  shotInput.addEventListener('input', () => {
    shotInput.value = shotInput.value.replace(/\D/g, '').slice(0, 5);
  });
  el('shoot-form').addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!/^\d{5}$/.test(shotInput.value)) {
      showMessage(t.shootDigits, 'error', 'shoot-message');
      return;
    }
    el('shoot').disabled = true;
    try {
      const { ok, json } = await api('/api/yeekee/shots', { number: shotInput.value });
      if (!ok) showMessage(t.somethingWrong, 'error', 'shoot-message');
      else if (json.status === 'OK') {
        showMessage(
          fill(t.shot, { number: json.shot.number, sequence: json.shot.sequence }),
          'info',
          'shoot-message',
        );
        shotInput.value = '';
      } else if (json.status === 'TOO_MANY_SHOTS')
        showMessage(fill(t.tooManyShots, { count: boot.maxShots }), 'error', 'shoot-message');
      else if (json.status === 'ROUND_FULL') showMessage(t.roundFull, 'error', 'shoot-message');
      else if (json.status === 'ROUND_CLOSED') showMessage(t.roundClosed, 'error', 'shoot-message');
      else showMessage(t.trialCannotShoot, 'error', 'shoot-message');
    } catch {
      if (!state.expired) showMessage(t.somethingWrong, 'error', 'shoot-message');
    } finally {
      el('shoot').disabled = boot.mode === 'trial';
      void refresh();
    }
  });

  // The lists.
  const time = (iso) =>
    new Date(iso).toLocaleTimeString(boot.language === 'en' ? 'en-GB' : 'th-TH', {
      timeZone: 'Asia/Bangkok',
      hour12: false,
    });
  function digitsOf(result) {
    return { threeTop: result.slice(2), twoTop: result.slice(3), twoBottom: result.slice(0, 2) };
  }
  const verifyHref = (key) => `/yeekee/verify?${new URLSearchParams({ lang: boot.language, round: key })}`;

  function render() {
    const data = state.data;
    const round = data.round;
    if (round) {
      el('round-title').textContent = fill(t.roundTitle, { number: round.number });
      el('round-date').textContent = round.date;
      el('round-hash').textContent = round.serverSeedHash;
    }
    if (data.nextRound) el('next-hash').textContent = data.nextRound.serverSeedHash;
    el('shot-count').textContent = round ? fill(t.shotCount, { count: round.shotCount }) : '';
    el('shots').innerHTML = data.shots.length
      ? data.shots
          .map(
            (shot) =>
              `<li class="shot${shot.mine ? ' mine' : ''}"><span class="shot-seq">${shot.sequence}</span><strong class="shot-number">${escapeHtml(shot.number)}</strong><span class="shot-by">${escapeHtml(shot.mine ? t.you : shot.shooter)}</span><span class="shot-time">${time(shot.at)}</span></li>`,
          )
          .join('')
      : `<li class="muted yk-empty">${escapeHtml(t.noShots)}</li>`;
    el('results').innerHTML = data.results.length
      ? data.results
          .map((result) => {
            const digits = digitsOf(result.result);
            return `<div class="result-row" data-round="${escapeHtml(result.key)}"><span class="result-round">${escapeHtml(fill(t.roundTitle, { number: result.number }))}<small>${escapeHtml(result.date)}</small></span><span class="result-digits"><span><small>${escapeHtml(t.threeTop)}</small><strong>${digits.threeTop}</strong></span><span><small>${escapeHtml(t.twoBottom)}</small><strong>${digits.twoBottom}</strong></span></span><a class="link" href="${verifyHref(result.key)}" target="_blank" rel="noopener">${escapeHtml(t.verifyRound)}</a></div>`;
          })
          .join('')
      : `<p class="muted yk-empty">${escapeHtml(t.noResults)}</p>`;
    el('my-tickets').innerHTML = data.tickets.length
      ? data.tickets.map(ticketHtml).join('')
      : `<p class="muted yk-empty">${escapeHtml(t.noTickets)}</p>`;
  }

  function ticketHtml(ticket) {
    const settled = ticket.status === 'settled';
    const outcome = settled
      ? ticket.returnSatang > 0
        ? `<strong class="tk-win">${escapeHtml(fill(t.won, { amount: formatSatang(ticket.returnSatang) }))}</strong>`
        : `<span class="muted">${escapeHtml(t.lost)}</span>`
      : '';
    const lines = ticket.lines
      .map((line) => {
        const mark = line.returnSatang === null ? '' : line.returnSatang > 0 ? ' won' : ' lost';
        return `<li class="tk-line${mark}"><span>${escapeHtml(t[`bet.${line.betType}`])}</span><strong>${escapeHtml(line.number)}</strong><span>${formatSatang(line.stakeSatang)}</span><span>${line.returnSatang ? formatSatang(line.returnSatang) : ''}</span></li>`;
      })
      .join('');
    return `<article class="ticket tk-${ticket.status}" data-ticket="${escapeHtml(ticket.id)}">
  <header><span>${escapeHtml(fill(t.roundTitle, { number: ticket.roundNumber }))}</span><span class="tk-status">${escapeHtml(t[`status.${ticket.status}`])}</span>${ticket.result ? `<span class="tk-result">${escapeHtml(ticket.result)}</span>` : ''}</header>
  <ul>${lines}</ul>
  <footer><span>${escapeHtml(t.total)} ${formatSatang(ticket.stakeSatang)}</span>${outcome}</footer>
</article>`;
  }

  function tickCountdown() {
    const round = state.data.round;
    if (!round) return;
    const leftMs = Date.parse(round.closesAt) - (Date.now() + state.offsetMs);
    const closed = leftMs <= 0;
    el('countdown-label').textContent = closed ? t.closed : t.closesIn;
    const seconds = Math.max(0, Math.ceil(leftMs / 1000));
    el('countdown').textContent = closed
      ? ''
      : `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
    if (closed) void refresh();
  }

  let refreshing = false;
  async function refresh() {
    if (refreshing || state.expired) return;
    refreshing = true;
    try {
      const { ok, json } = await api('/api/yeekee/state');
      if (!ok || json.status !== 'OK') return;
      const settledBefore = state.data.tickets.filter((ticket) => ticket.status === 'settled').length;
      state.data = json;
      state.offsetMs = Date.parse(json.now) - Date.now();
      setBalance(json.balanceSatang);
      render();
      // A ticket settled: the wallet's balance has moved, ask it now rather than at the next poll.
      const settledNow = json.tickets.filter((ticket) => ticket.status === 'settled').length;
      if (boot.mode === 'real' && settledNow !== settledBefore) void refreshBalance();
    } catch {
      // The next poll tries again.
    } finally {
      refreshing = false;
    }
  }

  // The credit follows the wallet (real play): every few seconds, and when a ticket settles.
  async function refreshBalance() {
    if (boot.mode !== 'real' || state.expired || document.hidden) return;
    try {
      const { ok, json } = await api('/api/balance');
      if (ok && json.status === 'OK') setBalance(json.balanceSatang);
    } catch {
      // The next poll tries again.
    }
  }
  setInterval(refreshBalance, 5_000);
  // Tickets may have settled since the session last heard from the wallet.
  void refreshBalance();

  // Dialogs.
  document.querySelectorAll('[data-open]').forEach((button) => {
    button.addEventListener('click', () => el(`dialog-${button.dataset.open}`).showModal());
  });
  document.querySelectorAll('dialog').forEach((dialog) => {
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog || event.target.closest('[data-close]')) dialog.close();
    });
  });

  chooseType(state.betType);
  renderTicket();
  render();
  tickCountdown();
  setInterval(tickCountdown, 500);
  setInterval(() => {
    if (!document.hidden) void refresh();
  }, boot.refreshMs);
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) void refresh();
  });
})();
