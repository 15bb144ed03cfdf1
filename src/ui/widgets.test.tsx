import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CodeModal, serialConsoleCommand } from './CodeModal'
import { confirmAction, ConfirmModalHost } from './ConfirmModal'
import { COPY_CONFIRM_MS, CopyButton } from './CopyButton'
import { ErrorBanner } from './ErrorBanner'
import { Pagination } from './Pagination'
import { knownStates, reservedLabel, StateBadge } from './StateBadge'
import { addToast, ToastRegion } from './Toast'

afterEach(() => vi.useRealTimers())

describe('ErrorBanner', () => {
  it('titles one error "Error"', () => {
    render(<ErrorBanner errors={['Name is required']} />)
    expect(screen.getByRole('alert')).toHaveTextContent('ErrorName is required')
  })

  it('titles several "Errors" with a count and a list', () => {
    render(<ErrorBanner errors={['a broke', 'b broke', 'c broke']} />)
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent(/^Errors3 issues:/)
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['a broke', 'b broke', 'c broke'])
  })
})

describe('ConfirmModal', () => {
  it('runs the action on Confirm and closes', async () => {
    const action = vi.fn()
    render(<ConfirmModalHost />)
    act(() => confirmAction({ title: 'Delete thing', content: 'Sure?', errorTitle: 'Nope', action }))
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }))
    expect(action).toHaveBeenCalledOnce()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows an error toast with the title and message when the action throws, and closes', async () => {
    render(
      <>
        <ConfirmModalHost />
        <ToastRegion />
      </>,
    )
    act(() =>
      confirmAction({
        title: 'Delete thing',
        content: 'Sure?',
        errorTitle: 'Could not delete thing',
        action: () => Promise.reject(new Error('Action not authorized')),
      }),
    )
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }))
    const toast = await screen.findByRole('alert')
    expect(toast).toHaveTextContent('Could not delete thing')
    expect(toast).toHaveTextContent('Action not authorized')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('does nothing on Cancel', async () => {
    const action = vi.fn()
    render(<ConfirmModalHost />)
    act(() => confirmAction({ title: 'Delete thing', content: 'Sure?', errorTitle: 'x', action }))
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(action).not.toHaveBeenCalled()
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})

describe('Toast', () => {
  it('a notice said again while shown replaces itself rather than stacking', () => {
    render(<ToastRegion />)
    const say = (title: string, once?: string) => act(() => addToast({ variant: 'error', title, once }))
    say('Part of the page did not load', 'missing')
    say('Part of the page did not load', 'missing')
    expect(screen.getAllByText('Part of the page did not load')).toHaveLength(1)
    say('Could not stop instance')
    say('Could not stop instance')
    expect(screen.getAllByText('Could not stop instance')).toHaveLength(2)
  })
})

describe('CopyButton', () => {
  it('copies and shows a checkmark for two seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    render(<CopyButton text="oxide instance list" />)
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })))
    expect(writeText).toHaveBeenCalledWith('oxide instance list')
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(COPY_CONFIRM_MS - 100))
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(200))
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument()
  })
})

describe('CodeModal', () => {
  it('shows the serial console command with a copy button', () => {
    const code = serialConsoleCommand({ project: { name: 'web' }, instance: { name: 'db-1' } })
    render(<CodeModal title="Connect" code={code} open onDismiss={() => {}} />)
    expect(screen.getByRole('dialog', { name: 'Connect' })).toHaveTextContent(
      'oxide instance serial console \\ --project web \\ --instance db-1',
    )
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument()
  })

  it('quotes a name the shell would read as more of the command', () => {
    const code = serialConsoleCommand({
      project: { name: 'demo-project' },
      instance: { name: 'web-server-1?project=demo-project#;echo INJECTED' },
    })
    expect(code).toBe(
      "oxide instance serial console \\\n  --project demo-project \\\n  --instance 'web-server-1?project=demo-project#;echo INJECTED'",
    )
  })
})

describe('Pagination', () => {
  it('offers rows per page, previous and next', async () => {
    const onPageSize = vi.fn()
    const onNext = vi.fn()
    render(
      <Pagination
        label="Instances"
        pageSize={50}
        onPageSize={onPageSize}
        hasPrev={false}
        hasNext
        onPrev={() => {}}
        onNext={onNext}
      />,
    )
    // named for its table: a page with two lists has two pagers
    expect(screen.getByRole('navigation', { name: 'Pages of Instances' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    expect(onNext).toHaveBeenCalled()
    await userEvent.selectOptions(screen.getByLabelText('Rows per page'), '25')
    expect(onPageSize).toHaveBeenCalledWith(25)
  })
})

describe('StateBadge', () => {
  it('knows every instance, disk and snapshot state of SPEC section 3', () => {
    expect(knownStates('instance')).toEqual(
      expect.arrayContaining([
        'creating',
        'starting',
        'running',
        'rebooting',
        'stopping',
        'stopped',
        'repairing',
        'migrating',
        'failed',
        'destroyed',
      ]),
    )
    expect(knownStates('disk')).toHaveLength(12)
    expect(knownStates('snapshot')).toEqual(['creating', 'destroyed', 'faulted', 'ready'])
  })

  it('keeps the place of its kind’s longest label, which is not in the page’s text', () => {
    expect(reservedLabel.instance).toBe('rebooting')
    const { container } = render(<StateBadge kind="instance" state="running" />)
    expect(container).toHaveTextContent(/^running$/)
  })

  it('keeps no place for a disk’s long import states, only for the short ones', () => {
    expect(reservedLabel.disk).toBe('maintenance')
    expect(reservedLabel.snapshot).toBe('destroyed')
  })

  it('reads states with spaces', () => {
    render(<StateBadge kind="disk" state="importing_from_url" />)
    expect(screen.getByText('importing from url')).toBeInTheDocument()
  })
})
