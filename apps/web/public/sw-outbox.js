// Background sync for the stewardship saves queued on the phone (imported by the generated service worker).
// The page sends them itself: it alone can show a refused save's two versions for the steward to choose.
globalThis.addEventListener('sync', (event) => {
  if (event.tag !== 'stewardship-outbox') return;
  event.waitUntil(
    globalThis.clients
      .matchAll({ type: 'window' })
      .then((clients) => clients.forEach((client) => client.postMessage({ type: 'stewardship-outbox' }))),
  );
});
