// Fish shooting page: a canvas sea where the fish of the server's timetable swim, a cannon at the
// bottom, one bet per shot. The page only says which fish a shot is aimed at; the server's provably
// fair roll decides the catch, and the page shows what it answered. Drawing runs on
// requestAnimationFrame, stops while the page is hidden, and allocates nothing per frame: fish
// sprites are drawn once per size, bullets, nets, coins and texts come from fixed pools.
(() => {
  'use strict';
  const game = window.ChabaGame;
  const { boot, t, el, fill, formatSatang } = game;
  const setup = boot.fish;
  const canvas = el('sea');
  const context = canvas.getContext('2d');
  const hint = el('sea-hint');
  const lastWin = el('last-win');

  const maxShotsInFlight = 3;
  const bulletMs = 260;
  const netMs = 420;
  const deathMs = 700;
  const sizeOf = {
    clownfish: 0.55,
    pufferfish: 0.65,
    angelfish: 0.78,
    turtle: 0.95,
    manta: 1.15,
    shark: 1.45,
    'golden-whale': 2.3,
  };
  const colours = {
    clownfish: ['#ff8c1a', '#fff4e0', '#1b1b1b'],
    pufferfish: ['#f2d15b', '#fff7c2', '#8a6a12'],
    angelfish: ['#7ec8ff', '#e8f6ff', '#1d5fa8'],
    turtle: ['#4caf6a', '#c7e8b0', '#2e6b3f'],
    manta: ['#6f6fd6', '#cfd0ff', '#3b3b8f'],
    shark: ['#8aa1b4', '#e6eef4', '#4b5d6c'],
    'golden-whale': ['#f5b63a', '#fff1c2', '#b8760b'],
  };
  const multiplierOf = Object.fromEntries(setup.kinds.map((kind) => [kind.kind, kind.multiplier]));

  // Fish caught by this page leave the timetable's sea: they spin and fade where they were caught.
  const caught = new Set();
  const deaths = Array.from({ length: 8 }, () => ({
    active: false,
    x: 0,
    y: 0,
    dir: 1,
    bornMs: 0,
    kind: '',
  }));

  // The server's clock: fish swim by it.
  let clockOffsetMs = setup.serverNowMs - Date.now();
  const serverNow = () => Date.now() + clockOffsetMs;

  // The timetable: waves by index, flattened into one list sorted by entry when it changes.
  const waves = new Map();
  let swimmers = [];
  function takeWaves(list) {
    for (const wave of list) waves.set(wave.index, wave.fish);
    const oldest = Math.floor(serverNow() / setup.waveMs) - 2;
    for (const index of waves.keys()) if (index < oldest) waves.delete(index);
    swimmers = [...waves.values()].flat().sort((a, b) => a.enterAtMs - b.enterAtMs);
    for (const id of caught) if (!waves.has(Number(id.split('-')[0]))) caught.delete(id);
  }
  takeWaves(setup.waves);
  let lastWavesFetch = performance.now();
  async function fetchWaves() {
    lastWavesFetch = performance.now();
    try {
      const sent = Date.now();
      const answer = await game.api('/api/fish/waves');
      clockOffsetMs = answer.serverNowMs - (sent + Date.now()) / 2;
      takeWaves(answer.waves);
    } catch {
      // The next fetch tries again; the fish already known keep swimming.
    }
  }

  // Sea geometry, in CSS pixels.
  let width = 0;
  let height = 0;
  let ratio = 1;
  let unit = 20;
  let seaBottom = 0;
  const cannon = { x: 0, y: 0, angle: -Math.PI / 2, recoil: 0 };
  let background = null;
  const sprites = new Map();

  function layout() {
    const box = canvas.getBoundingClientRect();
    width = Math.max(1, Math.round(box.width));
    height = Math.max(1, Math.round(box.height));
    ratio = Math.min(2, window.devicePixelRatio || 1);
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    unit = Math.max(16, Math.min(44, Math.min(width, height * 1.5) / 13));
    seaBottom = height - unit * 2.2;
    fonts.label = `700 ${Math.round(unit * 0.5)}px sans-serif`;
    fonts.win = `800 ${Math.round(unit * 0.7)}px sans-serif`;
    fonts.bigWin = `800 ${Math.round(unit * 0.95)}px sans-serif`;
    cannon.x = width / 2;
    cannon.y = height - unit * 0.3;
    drawBackground();
    sprites.clear();
    for (const kind of Object.keys(sizeOf)) sprites.set(kind, [fishSprite(kind, 0), fishSprite(kind, 1)]);
  }

  function offscreen(w, h) {
    const sheet = document.createElement('canvas');
    sheet.width = Math.max(1, Math.ceil(w * ratio));
    sheet.height = Math.max(1, Math.ceil(h * ratio));
    const draw = sheet.getContext('2d');
    draw.scale(ratio, ratio);
    return { sheet, draw };
  }

  function drawBackground() {
    const { sheet, draw } = offscreen(width, height);
    const water = draw.createLinearGradient(0, 0, 0, height);
    water.addColorStop(0, '#0b4f7a');
    water.addColorStop(0.55, '#0a3458');
    water.addColorStop(1, '#061a30');
    draw.fillStyle = water;
    draw.fillRect(0, 0, width, height);
    // Light from above, fading with depth.
    const light = draw.createLinearGradient(0, 0, 0, height * 0.85);
    light.addColorStop(0, 'rgba(191, 233, 255, 0.10)');
    light.addColorStop(1, 'rgba(191, 233, 255, 0)');
    draw.fillStyle = light;
    for (let ray = 0; ray < 5; ray++) {
      const x = ((ray + 0.5) / 5) * width;
      draw.beginPath();
      draw.moveTo(x - unit * 0.6, 0);
      draw.lineTo(x + unit * 0.6, 0);
      draw.lineTo(x + unit * 2.5 - ray * unit, height * 0.85);
      draw.lineTo(x + unit * 0.5 - ray * unit, height * 0.85);
      draw.fill();
    }
    // Sand and weed at the bottom.
    draw.fillStyle = '#c9a86a';
    draw.beginPath();
    draw.moveTo(0, height);
    draw.lineTo(0, height - unit * 0.9);
    draw.quadraticCurveTo(width * 0.3, height - unit * 1.5, width * 0.55, height - unit * 0.9);
    draw.quadraticCurveTo(width * 0.8, height - unit * 0.4, width, height - unit * 1.1);
    draw.lineTo(width, height);
    draw.fill();
    draw.strokeStyle = '#2f8a5b';
    draw.lineWidth = Math.max(2, unit * 0.12);
    for (let weed = 0; weed < 7; weed++) {
      const x = ((weed + 0.3) / 7) * width;
      draw.beginPath();
      draw.moveTo(x, height - unit * 0.7);
      draw.quadraticCurveTo(x - unit * 0.5, height - unit * 1.6, x + unit * 0.1, height - unit * 2.4);
      draw.stroke();
    }
    background = sheet;
  }

  /** A fish facing right, in one of two tail positions, drawn once per size. */
  function fishSprite(kind, frame) {
    const size = sizeOf[kind] * unit;
    const w = size * 2.6;
    const h = size * 1.7;
    const { sheet, draw } = offscreen(w, h);
    const [body, belly, fin] = colours[kind];
    const cx = w * 0.45;
    const cy = h / 2;
    const tail = frame === 0 ? 0.18 : -0.18;
    draw.lineJoin = 'round';
    if (kind === 'manta') {
      draw.fillStyle = body;
      draw.beginPath();
      draw.moveTo(cx + size, cy);
      draw.quadraticCurveTo(cx, cy - size * (0.85 + tail), cx - size * 0.7, cy);
      draw.quadraticCurveTo(cx, cy + size * (0.85 - tail), cx + size, cy);
      draw.fill();
      draw.strokeStyle = fin;
      draw.lineWidth = size * 0.08;
      draw.beginPath();
      draw.moveTo(cx - size * 0.6, cy);
      draw.lineTo(cx - size * 1.2, cy + size * tail);
      draw.stroke();
    } else if (kind === 'turtle') {
      draw.fillStyle = belly;
      for (const [dx, dy] of [
        [0.45, -0.55],
        [0.45, 0.55],
        [-0.45, -0.5],
        [-0.45, 0.5],
      ]) {
        draw.beginPath();
        draw.ellipse(
          cx + dx * size,
          cy + dy * size * (1 + (dx > 0 ? tail : -tail)),
          size * 0.32,
          size * 0.16,
          dx * dy,
          0,
          Math.PI * 2,
        );
        draw.fill();
      }
      draw.beginPath();
      draw.ellipse(cx + size * 0.85, cy, size * 0.28, size * 0.22, 0, 0, Math.PI * 2);
      draw.fill();
      draw.fillStyle = body;
      draw.beginPath();
      draw.ellipse(cx, cy, size * 0.75, size * 0.55, 0, 0, Math.PI * 2);
      draw.fill();
      draw.strokeStyle = fin;
      draw.lineWidth = size * 0.07;
      draw.beginPath();
      draw.moveTo(cx - size * 0.4, cy - size * 0.3);
      draw.lineTo(cx + size * 0.4, cy + size * 0.3);
      draw.moveTo(cx - size * 0.4, cy + size * 0.3);
      draw.lineTo(cx + size * 0.4, cy - size * 0.3);
      draw.stroke();
    } else {
      const long = kind === 'shark' || kind === 'golden-whale' ? 1.15 : 1;
      const tall = kind === 'angelfish' ? 0.8 : kind === 'pufferfish' ? 0.7 : kind === 'shark' ? 0.38 : 0.5;
      // Tail.
      draw.fillStyle = fin;
      draw.beginPath();
      draw.moveTo(cx - size * 0.8 * long, cy);
      draw.lineTo(cx - size * 1.3 * long, cy - size * (0.45 + tail));
      draw.lineTo(cx - size * 1.3 * long, cy + size * (0.45 - tail));
      draw.closePath();
      draw.fill();
      // Fins.
      if (kind === 'angelfish' || kind === 'shark') {
        draw.beginPath();
        draw.moveTo(cx - size * 0.1, cy - size * tall * 0.9);
        draw.lineTo(cx + size * 0.1, cy - size * (tall + 0.45));
        draw.lineTo(cx + size * 0.35, cy - size * tall * 0.8);
        draw.fill();
      }
      // Body and belly.
      draw.fillStyle = body;
      draw.beginPath();
      draw.ellipse(cx, cy, size * long, size * tall, 0, 0, Math.PI * 2);
      draw.fill();
      draw.fillStyle = belly;
      draw.beginPath();
      draw.ellipse(
        cx + size * 0.1,
        cy + size * tall * 0.35,
        size * 0.7 * long,
        size * tall * 0.45,
        0,
        0,
        Math.PI * 2,
      );
      draw.fill();
      if (kind === 'clownfish') {
        draw.fillStyle = belly;
        for (const x of [-0.35, 0.25]) draw.fillRect(cx + x * size, cy - size * 0.5, size * 0.16, size);
      }
      if (kind === 'pufferfish') {
        draw.strokeStyle = fin;
        draw.lineWidth = size * 0.05;
        for (let spike = 0; spike < 10; spike++) {
          const angle = (spike / 10) * Math.PI * 2;
          draw.beginPath();
          draw.moveTo(cx + Math.cos(angle) * size * 0.95, cy + Math.sin(angle) * size * tall);
          draw.lineTo(cx + Math.cos(angle) * size * 1.15, cy + Math.sin(angle) * size * (tall + 0.18));
          draw.stroke();
        }
      }
      if (kind === 'golden-whale') {
        // A crown: the boss.
        draw.fillStyle = '#fff1c2';
        draw.beginPath();
        draw.moveTo(cx + size * 0.25, cy - size * 0.55);
        draw.lineTo(cx + size * 0.32, cy - size * 0.85);
        draw.lineTo(cx + size * 0.45, cy - size * 0.62);
        draw.lineTo(cx + size * 0.55, cy - size * 0.88);
        draw.lineTo(cx + size * 0.62, cy - size * 0.55);
        draw.fill();
      }
      // Eye.
      draw.fillStyle = '#ffffff';
      draw.beginPath();
      draw.arc(cx + size * 0.6 * long, cy - size * tall * 0.25, size * 0.14, 0, Math.PI * 2);
      draw.fill();
      draw.fillStyle = '#0b0a10';
      draw.beginPath();
      draw.arc(cx + size * 0.64 * long, cy - size * tall * 0.25, size * 0.07, 0, Math.PI * 2);
      draw.fill();
    }
    return { sheet, w, h, cx, radius: size };
  }

  // Where a fish is at a moment: written into `spot`, false when it is not in the sea.
  const spot = { x: 0, y: 0, dir: 1 };
  function place(fish, atMs, into) {
    const progress = (atMs - fish.enterAtMs) / fish.swimMs;
    if (progress < 0 || progress > 1) return false;
    const margin = sizeOf[fish.kind] * unit * 1.4;
    const travel = width + margin * 2;
    into.dir = fish.fromLeft ? 1 : -1;
    into.x = fish.fromLeft ? -margin + progress * travel : width + margin - progress * travel;
    const seaHeight = seaBottom - unit * 0.5;
    into.y =
      unit * 0.5 +
      seaHeight *
        (fish.fromY + (fish.toY - fish.fromY) * progress + fish.wobble * Math.sin(progress * 9 + fish.phase));
    return true;
  }

  // Fixed pools.
  // A bullet flies on after its answer until it reaches the fish: room for twice the shots in flight.
  const bullets = Array.from({ length: maxShotsInFlight * 2 }, () => ({
    active: false,
    fish: null,
    bornMs: 0,
    fromX: 0,
    fromY: 0,
    answer: undefined,
  }));
  const nets = Array.from({ length: 6 }, () => ({ active: false, x: 0, y: 0, bornMs: 0, caught: false }));
  const coins = Array.from({ length: 40 }, () => ({ active: false, x: 0, y: 0, vx: 0, vy: 0, bornMs: 0 }));
  const texts = Array.from({ length: 6 }, () => ({
    active: false,
    x: 0,
    y: 0,
    text: '',
    bornMs: 0,
    big: false,
  }));
  // The fonts of a frame, made when the size changes.
  const fonts = { label: '', win: '', bigWin: '' };
  const take = (pool) => pool.find((item) => !item.active) ?? pool[0];

  // Money: the last balance the server gave, less the shots still in the air and plus nothing for
  // wins that are not shown yet.
  let confirmedSatang = game.state.balanceSatang;
  let stakesInFlightSatang = 0;
  let winsUnshownSatang = 0;
  let lastNonce = -1;
  const showBalance = (bump) => {
    game.setBalance(confirmedSatang - stakesInFlightSatang - winsUnshownSatang, { bump });
    game.state.busy = stakesInFlightSatang > 0 || winsUnshownSatang > 0;
  };

  let bet = setup.betsBaht[0];
  let betLabel = String(bet);
  document.querySelectorAll('.bet-option').forEach((button) => {
    button.addEventListener('click', () => {
      bet = Number(button.dataset.bet);
      betLabel = String(bet);
      document
        .querySelectorAll('.bet-option')
        .forEach((other) => other.setAttribute('aria-checked', String(other === button)));
    });
  });

  function fishUnder(x, y, atMs) {
    let found = null;
    // The last drawn is on top: look from the end.
    for (let index = swimmers.length - 1; index >= 0; index--) {
      const fish = swimmers[index];
      if (caught.has(fish.id) || !place(fish, atMs, spot)) continue;
      const reach = Math.max(sizeOf[fish.kind] * unit * 1.1, 22);
      const dx = x - spot.x;
      const dy = y - spot.y;
      if (dx * dx + dy * dy <= reach * reach) {
        found = fish;
        break;
      }
    }
    return found;
  }

  /** The fish nearest the line the cannon points along, for the fire button and the keyboard. */
  function fishInAim(atMs) {
    let best = null;
    let bestScore = Infinity;
    for (const fish of swimmers) {
      if (caught.has(fish.id) || !place(fish, atMs, spot)) continue;
      if (spot.x < 0 || spot.x > width || spot.y > seaBottom) continue;
      const angle = Math.atan2(spot.y - cannon.y, spot.x - cannon.x);
      const score = Math.abs(angle - cannon.angle);
      if (score < bestScore) {
        bestScore = score;
        best = fish;
      }
    }
    return best;
  }

  function aimAt(x, y) {
    cannon.angle = Math.max(-Math.PI + 0.15, Math.min(-0.15, Math.atan2(y - cannon.y, x - cannon.x)));
  }

  let inFlight = 0;
  async function shoot(fish) {
    if (game.state.expired) return;
    if (inFlight >= maxShotsInFlight) return;
    const stakeSatang = bet * 100;
    // Nothing under way: the balance shown is the wallet's (its poll, a trial refill), start from it.
    if (stakesInFlightSatang === 0 && winsUnshownSatang === 0) confirmedSatang = game.state.balanceSatang;
    if (confirmedSatang - stakesInFlightSatang - winsUnshownSatang < stakeSatang) {
      game.showMessage(
        fill(t.insufficientFunds, { balance: formatSatang(confirmedSatang - stakesInFlightSatang) }),
        'error',
      );
      return;
    }
    hint.hidden = true;
    const now = serverNow();
    place(fish, now, spot);
    aimAt(spot.x, spot.y);
    cannon.recoil = 1;
    const bullet = take(bullets);
    bullet.active = true;
    bullet.fish = fish;
    bullet.bornMs = performance.now();
    bullet.fromX = cannon.x + Math.cos(cannon.angle) * unit * 1.6;
    bullet.fromY = cannon.y + Math.sin(cannon.angle) * unit * 1.6;
    bullet.answer = undefined;
    inFlight += 1;
    stakesInFlightSatang += stakeSatang;
    showBalance(false);
    let answer = null;
    try {
      answer = await game.api('/api/round', { bet, fish: fish.id });
    } catch (error) {
      answer = { status: String(error.message).includes('422') ? 'FISH_GONE' : 'FAILED' };
    }
    inFlight -= 1;
    stakesInFlightSatang -= stakeSatang;
    if (answer.status === 'OK') {
      if (answer.round.nonce > lastNonce) {
        lastNonce = answer.round.nonce;
        confirmedSatang = answer.balanceSatang;
      }
      winsUnshownSatang += answer.round.returnSatang;
      game.state.fairness = {
        ...game.state.fairness,
        nonce: Math.max(game.state.fairness.nonce, answer.round.nonce + 1),
      };
      game.state.rounds = [{ ...answer.round, outcome: undefined }, ...game.state.rounds].slice(0, 20);
      if (answer.settlement === 'pending') game.showMessage(t.settlementPending, 'info');
    } else {
      if (typeof answer.balanceSatang === 'number') confirmedSatang = answer.balanceSatang;
      refused(answer);
    }
    bullet.answer = answer;
    showBalance(false);
  }

  function refused(answer) {
    switch (answer.status) {
      case 'FISH_GONE':
        game.showMessage(t.fishGone, 'info');
        break;
      case 'INSUFFICIENT_FUNDS':
        game.showMessage(fill(t.insufficientFunds, { balance: formatSatang(confirmedSatang) }), 'error');
        break;
      case 'LIMIT_EXCEEDED':
        game.showMessage(t.limitExceeded, 'error');
        break;
      case 'INVALID_TOKEN':
        game.state.expired = true;
        game.showMessage(t.sessionExpired, 'error');
        break;
      case 'PLAYER_BLOCKED':
        game.showMessage(t.playerBlocked, 'error');
        break;
      case 'WALLET_UNAVAILABLE':
        game.showMessage(t.walletUnavailable, 'error');
        break;
      default:
        if (!game.state.expired) game.showMessage(t.somethingWrong, 'error');
    }
  }

  /** A bullet has reached its fish and the server has answered: the net, and the catch or not. */
  function land(bullet, x, y, nowMs) {
    bullet.active = false;
    const answer = bullet.answer;
    if (!answer || answer.status !== 'OK') return;
    const net = take(nets);
    net.active = true;
    net.x = x;
    net.y = y;
    net.bornMs = nowMs;
    const shot = answer.round.outcome.shot;
    net.caught = shot.caught;
    if (!shot.caught) {
      game.showMessage(t.fishMissed, 'info');
      return;
    }
    const fish = bullet.fish;
    caught.add(fish.id);
    const death = take(deaths);
    death.active = true;
    death.x = x;
    death.y = y;
    death.dir = spot.dir;
    death.bornMs = nowMs;
    death.kind = fish.kind;
    const amount = answer.round.returnSatang;
    winsUnshownSatang -= amount;
    showBalance(true);
    lastWin.textContent = formatSatang(amount);
    const big = shot.multiplier >= 50;
    game.showMessage(
      fill(t.fishCaught, {
        fish: t[`fish.${shot.kind}`],
        multiplier: shot.multiplier,
        amount: formatSatang(amount),
      }),
      'win',
    );
    const label = take(texts);
    label.active = true;
    label.x = x;
    label.y = y;
    label.text = big ? `${t.bigWin} +${formatSatang(amount)}` : `+${formatSatang(amount)}`;
    label.bornMs = nowMs;
    label.big = big;
    const count = Math.min(coins.length, 6 + Math.round(Math.log2(shot.multiplier) * 3));
    for (let index = 0; index < count; index++) {
      const coin = take(coins);
      coin.active = true;
      coin.x = x;
      coin.y = y;
      const angle = (index / count) * Math.PI * 2;
      coin.vx = Math.cos(angle) * unit * (2 + (index % 3));
      coin.vy = Math.sin(angle) * unit * (2 + (index % 3)) - unit * 3;
      coin.bornMs = nowMs;
    }
  }

  // Drawing.
  function drawFish(fish, atMs, frame) {
    const sprite = sprites.get(fish.kind)[frame];
    context.setTransform(ratio * spot.dir, 0, 0, ratio, spot.x * ratio, spot.y * ratio);
    context.drawImage(sprite.sheet, -sprite.cx, -sprite.h / 2, sprite.w, sprite.h);
    if (fish.multiplier >= 10) {
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      context.fillStyle = fish.multiplier === 100 ? '#ffd36b' : 'rgba(255,255,255,0.85)';
      context.fillText(multiplierLabels[fish.multiplier], spot.x, spot.y - sprite.radius * 0.95);
    }
  }
  const multiplierLabels = Object.fromEntries(
    Object.values(multiplierOf).map((value) => [value, `×${value}`]),
  );

  function drawCannon() {
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.fillStyle = '#312f43';
    context.beginPath();
    context.arc(cannon.x, cannon.y, unit * 1.1, Math.PI, 0);
    context.fill();
    const c = Math.cos(cannon.angle);
    const s = Math.sin(cannon.angle);
    const back = cannon.recoil * unit * 0.3;
    context.setTransform(ratio * c, ratio * s, -ratio * s, ratio * c, cannon.x * ratio, cannon.y * ratio);
    context.fillStyle = '#b8760b';
    context.fillRect(-back, -unit * 0.38, unit * 1.7, unit * 0.76);
    context.fillStyle = '#ffd36b';
    context.fillRect(unit * 1.3 - back, -unit * 0.45, unit * 0.4, unit * 0.9);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.fillStyle = '#f5b63a';
    context.beginPath();
    context.arc(cannon.x, cannon.y, unit * 0.55, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = '#2a1a00';
    context.fillText(betLabel, cannon.x, cannon.y - unit * 0.05);
  }

  let lastFrameMs = performance.now();
  let shownFishCount = -1;
  function frame(nowMs) {
    frameRequest = 0;
    const elapsedMs = Math.min(100, nowMs - lastFrameMs);
    lastFrameMs = nowMs;
    const atMs = serverNow();
    const tailFrame = Math.floor(nowMs / 180) % 2;
    context.setTransform(1, 0, 0, 1, 0, 0);
    context.drawImage(background, 0, 0);
    context.font = fonts.label;
    context.textAlign = 'center';
    context.textBaseline = 'middle';

    let visible = 0;
    for (const fish of swimmers) {
      if (fish.enterAtMs > atMs) break;
      if (caught.has(fish.id) || !place(fish, atMs, spot)) continue;
      if (spot.x >= 0 && spot.x <= width) visible += 1;
      drawFish(fish, atMs, tailFrame);
    }

    // Caught fish spin and fade where they were caught.
    for (const dead of deaths) {
      if (!dead.active) continue;
      const age = nowMs - dead.bornMs;
      if (age > deathMs) {
        dead.active = false;
        continue;
      }
      const sprite = sprites.get(dead.kind)[0];
      const turn = (age / deathMs) * Math.PI * 2;
      const scale = 1 - (age / deathMs) * 0.6;
      context.globalAlpha = 1 - age / deathMs;
      const c = Math.cos(turn) * scale * ratio;
      const s = Math.sin(turn) * scale * ratio;
      context.setTransform(c * dead.dir, s, -s * dead.dir, c, dead.x * ratio, dead.y * ratio);
      context.drawImage(sprite.sheet, -sprite.cx, -sprite.h / 2, sprite.w, sprite.h);
      context.globalAlpha = 1;
    }

    // Bullets fly to where their fish is now.
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    for (const bullet of bullets) {
      if (!bullet.active) continue;
      const progress = Math.min(1, (nowMs - bullet.bornMs) / bulletMs);
      const there = place(bullet.fish, atMs, spot);
      const toX = there ? spot.x : bullet.fromX;
      const toY = there ? spot.y : bullet.fromY - unit * 4;
      const x = bullet.fromX + (toX - bullet.fromX) * progress;
      const y = bullet.fromY + (toY - bullet.fromY) * progress;
      if (progress >= 1 && bullet.answer !== undefined) {
        land(bullet, x, y, nowMs);
        continue;
      }
      context.fillStyle = '#ffd36b';
      context.beginPath();
      context.arc(x, y, unit * 0.22, 0, Math.PI * 2);
      context.fill();
    }

    context.lineWidth = Math.max(2, unit * 0.08);
    for (const net of nets) {
      if (!net.active) continue;
      const age = (nowMs - net.bornMs) / netMs;
      if (age >= 1) {
        net.active = false;
        continue;
      }
      context.globalAlpha = 1 - age;
      context.strokeStyle = net.caught ? '#ffd36b' : '#caf0f8';
      context.beginPath();
      context.arc(net.x, net.y, unit * (0.6 + age * 1.4), 0, Math.PI * 2);
      context.stroke();
      context.globalAlpha = 1;
    }

    const seconds = elapsedMs / 1000;
    context.fillStyle = '#f5b63a';
    for (const coin of coins) {
      if (!coin.active) continue;
      if (nowMs - coin.bornMs > 1100) {
        coin.active = false;
        continue;
      }
      coin.vy += unit * 9 * seconds;
      coin.x += coin.vx * seconds;
      coin.y += coin.vy * seconds;
      context.beginPath();
      context.arc(coin.x, coin.y, unit * 0.2, 0, Math.PI * 2);
      context.fill();
    }

    for (const label of texts) {
      if (!label.active) continue;
      const age = (nowMs - label.bornMs) / (label.big ? 1800 : 1100);
      if (age >= 1) {
        label.active = false;
        continue;
      }
      context.globalAlpha = 1 - age * age;
      context.font = label.big ? fonts.bigWin : fonts.win;
      context.fillStyle = '#ffd36b';
      context.strokeStyle = '#2a1a00';
      context.lineWidth = 3;
      const y = label.y - age * unit * 2;
      context.strokeText(label.text, label.x, y);
      context.fillText(label.text, label.x, y);
      context.globalAlpha = 1;
    }
    context.font = fonts.label;

    cannon.recoil = Math.max(0, cannon.recoil - seconds * 6);
    drawCannon();
    // How many fish swim, for people and tests reading the page (written only when it changes).
    if (visible !== shownFishCount) {
      shownFishCount = visible;
      canvas.dataset.fish = String(visible);
    }

    if (performance.now() - lastWavesFetch > setup.waveMs / 2) void fetchWaves();
    schedule();
  }

  let frameRequest = 0;
  function schedule() {
    if (!frameRequest && !document.hidden) frameRequest = requestAnimationFrame(frame);
  }
  document.addEventListener('visibilitychange', () => {
    if (document.hidden) {
      if (frameRequest) cancelAnimationFrame(frameRequest);
      frameRequest = 0;
    } else {
      lastFrameMs = performance.now();
      void fetchWaves();
      schedule();
    }
  });

  canvas.addEventListener('pointerdown', (event) => {
    const box = canvas.getBoundingClientRect();
    const x = event.clientX - box.left;
    const y = event.clientY - box.top;
    const fish = fishUnder(x, y, serverNow());
    aimAt(x, y);
    if (fish) void shoot(fish);
    else game.showMessage(t.fishNoTarget, 'info');
  });
  function fireInAim() {
    const fish = fishInAim(serverNow());
    if (fish) void shoot(fish);
    else game.showMessage(t.fishNoTarget, 'info');
  }
  el('fire').addEventListener('click', fireInAim);
  document.addEventListener('keydown', (event) => {
    if (event.target instanceof HTMLElement && event.target.closest('dialog, input, button')) return;
    if (event.key === 'ArrowLeft') cannon.angle = Math.max(-Math.PI + 0.15, cannon.angle - 0.12);
    else if (event.key === 'ArrowRight') cannon.angle = Math.min(-0.15, cannon.angle + 0.12);
    else if (event.key === ' ' || event.key === 'Enter') fireInAim();
    else return;
    event.preventDefault();
  });

  new ResizeObserver(() => layout()).observe(canvas);
  layout();
  schedule();
})();
