// Cairn pre-paint colour mode: load this classic script in <head> before the stylesheet so the page
// never flashes the wrong theme. It is a file, not inline, so a strict CSP (no 'unsafe-inline')
// allows it. It reads the preference in localStorage `theme` ('dark', 'light' or 'system'; else
// the script's `data-default-mode`, else 'dark'), resolves 'system' with `prefers-color-scheme`,
// and sets on <html>: the class `cairn-light` (light only), the attribute
// `data-cairn-color-mode="dark|light"` and `color-scheme`. A server-rendered <html> (Next.js)
// takes `suppressHydrationWarning`, as for any pre-paint theme script. Keep in step with
// src/theme/colorMode.ts.
(() => {
  const fallback = document.currentScript?.dataset.defaultMode;
  const valid = (value) => value === 'dark' || value === 'light' || value === 'system';
  let preference = valid(fallback) ? fallback : 'dark';
  try {
    const stored = window.localStorage.getItem('theme');
    if (valid(stored)) preference = stored;
  } catch {
    // Storage unavailable: keep the default.
  }
  const mode =
    preference === 'system'
      ? window.matchMedia('(prefers-color-scheme: light)').matches
        ? 'light'
        : 'dark'
      : preference;
  const root = document.documentElement;
  root.classList.toggle('cairn-light', mode === 'light');
  root.setAttribute('data-cairn-color-mode', mode);
  root.style.colorScheme = mode;
})();
