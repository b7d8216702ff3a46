/**
 * The member site's service worker (spec §7, issue 15, decision 34), served at /sw.js.
 *
 * - Precaches the shell at install: the offline page and its icon, the manifest and the hashed files
 *   the home page loads first. The build writes the list and a version into `build` below
 *   (scripts/build-service-worker.ts); this source file, as it stands, is what `vite dev` serves.
 * - Hashed files under /assets/ never change: cache first, fetched and kept on a miss.
 * - Pages (navigations): the network first; when it has not answered within a few seconds or fails,
 *   the page as last seen, else the offline page. A page that answers is kept for the next time.
 * - Never touched: /api/ (balances, history, the live stream: member data), React Router's data and
 *   route-discovery requests, the staff's /backoffice, other origins, anything but GET; nor kept: a
 *   page its server marks `no-store`.
 * - Every cache's name carries the build's version; a new worker deletes the other versions' caches
 *   when it takes over, so that no page of an old release is served after a new one.
 *
 * Plain JavaScript, no imports and no build step of its own: the browser runs this file as it is.
 */

/* chaba:build */ const build = { version: 'development', precache: ['/offline.html'] }; /* /chaba:build */

const cachePrefix = 'chaba-';
const shellCache = `${cachePrefix}shell-${build.version}`;
const pageCache = `${cachePrefix}pages-${build.version}`;
const offlinePage = '/offline.html';
/** How long a page request may take before the page as last seen is shown instead. */
const pageTimeoutMs = 3000;
/** At most this many pages are kept (each some 60 kB with its texts); the least recently loaded go. */
const pagesKept = 20;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(shellCache)
      .then((cache) => cache.addAll(build.precache.map(precacheRequest)))
      .then(() => self.skipWaiting()),
  );
  // Where the browser has static routes (Chrome 123+), API calls and the back office go straight to
  // the network without waking the worker; elsewhere the fetch handler below lets them through.
  if (event.addRoutes) {
    event.waitUntil(
      event
        .addRoutes(
          ['/api/*', '/backoffice', '/backoffice/*'].map((pathname) => ({
            condition: { urlPattern: { pathname } },
            source: 'network',
          })),
        )
        .catch(() => undefined),
    );
  }
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => isOldCache(name, build.version)).map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim())
      .then(keepOpenPages),
  );
});

/**
 * The pages open when the worker starts were loaded before it: kept now, so that a visitor who comes
 * back without a network sees the page of the first visit.
 */
function keepOpenPages() {
  return self.clients.matchAll({ type: 'window' }).then((windows) =>
    Promise.all(
      windows
        .map((window) => new URL(window.url))
        .filter((url) => url.origin === self.location.origin && !isNeverCached(url))
        .map((url) => keepPage(url.href).catch(() => undefined)),
    ),
  );
}

function keepPage(url) {
  return fetch(url, { credentials: 'same-origin' }).then((response) => {
    if (isKeepablePage(response)) return storePage(url, response);
  });
}

/** Keeps a page as the most recent one, and lets the oldest go beyond `pagesKept`. */
function storePage(request, response) {
  return caches.open(pageCache).then((cache) =>
    cache
      .delete(request, { ignoreVary: true })
      .then(() => cache.put(request, response))
      .then(() => cache.keys())
      .then((kept) =>
        Promise.all(kept.slice(0, Math.max(0, kept.length - pagesKept)).map((old) => cache.delete(old))),
      ),
  );
}

/**
 * Hashed files as the page just loaded them (the HTTP cache keeps them a year: no second download on
 * mobile data); the others past the HTTP cache, so that this build's copy is kept, not an hour-old one.
 */
function precacheRequest(url) {
  return new Request(url, { cache: url.startsWith('/assets/') ? 'default' : 'reload' });
}

/** A cache of this worker's making from another build (caches of other code are left alone). */
function isOldCache(name, version) {
  return name.startsWith(cachePrefix) && !name.endsWith(`-${version}`);
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (isNeverCached(url)) return;
  if (request.mode === 'navigate') {
    event.respondWith(pageResponse(event));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (build.precache.includes(url.pathname)) event.respondWith(cacheFirst(request));
});

/**
 * Member data and what only makes sense live: the API (and its event streams), React Router's
 * loader data (`.data`) and route discovery (`/__manifest`), the worker itself; and the staff's back
 * office, which shares the origin but is no part of the members' app.
 */
function isNeverCached(url) {
  return (
    url.pathname.startsWith('/api/') ||
    url.pathname === '/api' ||
    url.pathname.startsWith('/backoffice/') ||
    url.pathname === '/backoffice' ||
    url.pathname.endsWith('.data') ||
    url.pathname === '/__manifest' ||
    url.pathname === '/sw.js'
  );
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    caches.open(shellCache).then((cache) => cache.put(request, copy));
  }
  return response;
}

/** The network first; the page as last seen after `pageTimeoutMs` or a failure; the offline page last. */
function pageResponse(event) {
  const request = event.request;
  const network = fetch(request);
  // Kept for the next time, also when the page as last seen was shown meanwhile (a slow network).
  event.waitUntil(
    network
      .then((response) => {
        if (!isKeepablePage(response)) return undefined;
        return storePage(request, response.clone());
      })
      .catch(() => undefined),
  );
  const lastSeen = () => caches.match(request, { cacheName: pageCache, ignoreVary: true });
  return new Promise((resolve) => {
    let settled = false;
    const settle = (response) => {
      if (settled || !response) return;
      settled = true;
      resolve(response);
    };
    const timer = setTimeout(() => lastSeen().then(settle), pageTimeoutMs);
    network.then(
      (response) => {
        clearTimeout(timer);
        settle(response);
      },
      () => {
        clearTimeout(timer);
        lastSeen()
          .then((cached) => cached ?? caches.match(offlinePage, { cacheName: shellCache }))
          .then((response) => settle(response ?? Response.error()));
      },
    );
  });
}

/** A page of ours that answered, and whose server did not forbid keeping it (`no-store`). */
function isKeepablePage(response) {
  return (
    response.ok &&
    response.type === 'basic' &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !/\bno-store\b/i.test(response.headers.get('cache-control') ?? '')
  );
}

/* ==== chaba:push — push messages (helper h5, issue 15): `push` and `notificationclick` handlers ====
 * Everything about push notifications goes between these two markers, and nothing else does.
 */

/** What the server sends (packages/core/src/push/push-message.ts); only its strings are taken. */
function pushMessage(event) {
  const message = { title: 'Chaba', body: '', url: '/', icon: '/icons/icon-192.png', tag: undefined };
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  for (const key of ['title', 'body', 'url', 'icon', 'tag']) {
    if (typeof data[key] === 'string' && data[key] !== '') message[key] = data[key];
  }
  return message;
}

/** A page of this site only: another origin (or a broken address) opens the home page. */
function siteUrl(url) {
  try {
    const target = new URL(url, self.location.origin);
    if (target.origin === self.location.origin) return target.href;
  } catch {
    // falls through to the home page
  }
  return new URL('/', self.location.origin).href;
}

self.addEventListener('push', (event) => {
  const message = pushMessage(event);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: message.icon,
      badge: '/icons/icon-192.png',
      tag: message.tag,
      data: { url: siteUrl(message.url) },
    }),
  );
});

/** A tap on a notification: the site's window at that page is focused, or the page opens. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = siteUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === url && 'focus' in client);
      return open ? open.focus() : self.clients.openWindow(url);
    }),
  );
});

/* ==== /chaba:push ==== */
