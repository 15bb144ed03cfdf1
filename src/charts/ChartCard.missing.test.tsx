import { render, screen, within } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { whenPartMissing } from '~/ui/splitModule'
import { ChartCard } from './ChartCard'

// the drawing's chunk did not arrive: its import fails, as the browser's does
vi.mock('./UPlotChart', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

afterEach(() => vi.restoreAllMocks())

it('without its drawing, a chart says so in its place and keeps its figures', async () => {
  const said = vi.fn()
  whenPartMissing(said)
  // React reports the error its boundary caught; the test needs only what the user sees
  vi.spyOn(console, 'error').mockImplementation(() => {})
  render(
    <ChartCard
      title="CPU utilization"
      description="Busy time of every vCPU, per minute"
      summaryOf="per minute"
      unit="percent"
      noSeries="This silo has no instances."
      range={{ startMs: Date.UTC(2025, 0, 1, 0), endMs: Date.UTC(2025, 0, 1, 1) }}
      status="success"
      error={null}
      updating={false}
      onRetry={() => {}}
      series={[{ label: 'demo-silo', points: [{ t: 60_000, v: 12.5 }] }]}
    />,
  )
  expect(await screen.findByText(/The chart could not be drawn: its code did not load\./)).toBeInTheDocument()
  expect(said).toHaveBeenCalledOnce()
  const table = screen.getByRole('table', { name: 'CPU utilization: latest, peak and average per minute' })
  expect(within(table).getByRole('row', { name: /^demo-silo/ })).toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'CPU utilization' })).toBeInTheDocument()
})
