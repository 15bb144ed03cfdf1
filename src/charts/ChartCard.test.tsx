import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '~/api/errors'
import { ChartCard } from './ChartCard'

// the canvas itself is Playwright's to test; here only what surrounds it
vi.mock('./UPlotChart', () => ({ UPlotChart: () => <div data-testid="canvas" /> }))

// a chart like the instance disk view's first: Reads, a count per 30 s window
const props = {
  title: 'Reads',
  description: 'Read operations over all disks, per 30 s window',
  summaryOf: 'per 30 s window',
  unit: 'count' as const,
  noSeries: 'This instance has no disks attached.',
  emptyHint: 'An instance reports metrics only while it runs.',
  query: { code: 'get virtual_disk:reads\n  | align mean_within(30s)', description: 'The OxQL query.' },
  range: { startMs: Date.UTC(2025, 6, 1, 0), endMs: Date.UTC(2025, 6, 1, 1) },
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
    expect(
      screen.getByText(/Nothing was recorded between .+\. An instance reports metrics only while it runs\.$/),
    ).toBeInTheDocument()
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

  it('offers no query when it has none to show', () => {
    render(<ChartCard {...props} query={undefined} />)
    expect(screen.queryByRole('button', { name: /Show query/ })).toBeNull()
  })
})
