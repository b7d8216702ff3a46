// What every demo game page's script starts from: the boot data the server wrote into the page, its
// texts, small formatting helpers and the JSON API of the page's provider session. Plain browser
// JavaScript, no build step; loaded before common.js (the slot and table games) and yeekee.js.
(() => {
  'use strict';

  const boot = JSON.parse(document.getElementById('boot').textContent);
  const el = (id) => document.getElementById(id);
  const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const formatSatang = (satang) => `฿${money.format(satang / 100)}`;
  const fill = (template, values) =>
    template.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
  const escapeHtml = (value) =>
    String(value).replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
    );

  // The session travels as a parameter too: a cookie in a cross-site frame may be blocked.
  const withSession = (path) =>
    `${path}${path.includes('?') ? '&' : '?'}session=${encodeURIComponent(boot.session)}`;

  /**
   * Calls the page's JSON API on its session: a GET (never from the cache) without a body, a POST of
   * the body with one. Answers { ok, status, json }, json null when the answer was not JSON; when the
   * session has ended (401) it calls onExpired and throws.
   */
  async function request(path, body, onExpired) {
    const init =
      body === undefined
        ? { cache: 'no-store', credentials: 'same-origin' }
        : {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
            credentials: 'same-origin',
          };
    const response = await fetch(withSession(path), init);
    let json = null;
    try {
      json = await response.json();
    } catch {
      json = null;
    }
    if (response.status === 401) {
      onExpired();
      throw new Error('session expired');
    }
    return { ok: response.ok, status: response.status, json };
  }

  window.ChabaPage = { boot, t: boot.texts, el, formatSatang, fill, escapeHtml, request };
})();
