import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '~/api/errors'
import { DISK_CHARTS } from './charts'
import { ChartCard } from './MetricChart'

// the canvas itself is Playwright's to test; here only what surrounds it
vi.mock('./UPlotChart', () => ({ default: () => <div data-testid="canvas" /> }))

// the disk view's first chart: Reads, a count summed over the instance's disks
const def = DISK_CHARTS[0]

const props = {
  def,
  oxql: 'get virtual_disk:reads\n  | align mean_within(30s)',
  range: { startMs: Date.UTC(2025, 6, 1, 0), endMs: Date.UTC(2025, 6, 1, 1) },
  windowSec: 30,
  status: 'success' as const,
  error: null,
  updating: false,
  onRetry: () => {},
  series: [{ label: 'Reads', points: [1, 2, 3].map((i) => ({ t: i * 30_000, v: i * 1_000_000 })) }],
}

describe('ChartCard', () => {
  it('says it is loading', () => {
    render(<ChartCard {...props} status="pending" series={undefined} />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading reads…')
    expect(screen.getByRole('region', { name: 'Reads' })).toHaveAttribute('aria-busy', 'true')
  })

  it("shows the API's message and a way to try again", async () => {
    const onRetry = vi.fn()
    const error = new ApiError({ message: 'Query would return too many points', statusCode: 400 })
    render(<ChartCard {...props} status="error" error={error} series={undefined} onRetry={onRetry} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Query would return too many points')
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('says when a range has no points, and when there is nothing to measure', () => {
    const { rerender } = render(<ChartCard {...props} series={[{ label: 'Reads', points: [] }]} />)
    expect(screen.getByRole('heading', { name: 'No data for this time range' })).toBeInTheDocument()
    expect(screen.getByText(/Nothing was recorded between/)).toBeInTheDocument()
    expect(screen.queryByTestId('canvas')).toBeNull()
    rerender(<ChartCard {...props} series={[]} />)
    expect(screen.getByText('This instance has no disks attached.')).toBeInTheDocument()
  })

  it('summarises the series in a table, in compact notation from a million', async () => {
    render(<ChartCard {...props} />)
    expect(await screen.findByTestId('canvas')).toBeInTheDocument()
    const table = screen.getByRole('table', { name: 'Reads: latest, peak and average per 30 s window' })
    const row = within(table).getByRole('row', { name: /^Reads/ })
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3M', '3M', '2M'])
  })

  it('shows the query it sent on request', async () => {
    render(<ChartCard {...props} />)
    await userEvent.click(screen.getByRole('button', { name: 'Show query for Reads' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reads query' })
    expect(dialog).toHaveTextContent('get virtual_disk:reads | align mean_within(30s)')
  })
})
