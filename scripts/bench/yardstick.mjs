// The machine's own speed, measured beside the figures: the same fixed work in a blank page
// every run. This machine is shared and its speed moves (a whole afternoon at half speed has
// been seen), and every figure spent on the page's thread moves with it; read against this
// one, a slow run of the machine is told from a slow change of the console.
import { inFreshContext } from './browser.mjs'
import { median } from './figures.mjs'

/** Milliseconds for the fixed work: the median of 7, after one to warm up. */
export const measureYardstick = (browser) =>
  inFreshContext(browser, async (page) => {
    const times = await page.evaluate(() => {
      // what a list page does with its answer: build rows, parse them, sort them by name, read them
      const work = () => {
        const start = performance.now()
        const made = []
        for (let i = 0; i < 50_000; i++)
          made.push({ id: `row-${i}`, name: `item-${(i * 7919) % 50_000}`, size: i * 1024, tags: [i % 3, i % 5] })
        const rows = JSON.parse(JSON.stringify(made))
        rows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
        let read = 0
        for (const row of rows) read += row.name.length + row.tags.length
        if (read === 0) throw new Error('nothing read')
        return performance.now() - start
      }
      work()
      return Array.from({ length: 7 }, work)
    })
    return median(times)
  })
