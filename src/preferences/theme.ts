import { preference } from './preference'

/**
 * The colour theme, as <html data-theme>. The stylesheet (src/app.css) pins the palette for
 * "light" and "dark" and otherwise follows the system setting by itself, so "system", the
 * default, needs no script at all to paint right.
 *
 * The policy forbids inline scripts (scripts/csp.ts), so a pinned theme cannot be applied
 * from index.html: main.tsx imports this module first, and it sets the attribute as it loads,
 * before React renders anything. Until then the page is empty but for its background.
 */
export const themeChoice = preference('console-theme', ['system', 'light', 'dark'], (choice) => {
  document.documentElement.dataset.theme = choice
})
