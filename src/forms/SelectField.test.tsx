import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it } from 'vitest'
import { SelectField, type Option } from './SelectField'

function DiskSelect(props: { options: Option[]; placeholder?: string; empty?: string; loading?: boolean }) {
  const form = useForm({ defaultValues: { disk: '' } })
  return <SelectField control={form.control} name="disk" label="Disk" {...props} />
}

const firstOption = () => screen.getByRole('combobox', { name: 'Disk' }).querySelector('option')?.textContent
const disks = [{ value: 'boot', label: 'boot (10 GiB)' }]

describe('SelectField’s first, empty choice', () => {
  it('is the placeholder while there are options', () => {
    render(<DiskSelect options={disks} placeholder="Choose a disk" empty="No disks" />)
    expect(firstOption()).toBe('Choose a disk')
  })

  it('says there are none when there are none, and else stays the placeholder', () => {
    const { unmount } = render(<DiskSelect options={[]} placeholder="Choose a disk" empty="No disks" />)
    expect(firstOption()).toBe('No disks')
    unmount()
    render(<DiskSelect options={[]} placeholder="Choose a disk" />)
    expect(firstOption()).toBe('Choose a disk')
  })

  it('says the options are loading while they are', () => {
    render(<DiskSelect options={[]} placeholder="Choose a disk" empty="No disks" loading />)
    expect(firstOption()).toBe('Loading…')
  })

  it('is not there without a placeholder: the select starts on an option', () => {
    render(<DiskSelect options={disks} empty="No disks" />)
    expect(firstOption()).toBe('boot (10 GiB)')
  })
})

describe('SelectField past the list’s first page', () => {
  // the disks the lookup knows, and what it says of each
  const known: Record<string, string | undefined> = { 'disk-01001': undefined, 'disk-01002': 'disk-01002 is faulted' }
  const looked: string[] = []
  const more = {
    noun: 'disk',
    check: async (name: string) => {
      looked.push(name)
      return name in known ? known[name] : `There is no disk named ${name}`
    },
  }

  function Picker({ withMore = true }: { withMore?: boolean }) {
    const form = useForm({ defaultValues: { disk: '' }, mode: 'onChange' })
    const chosen = form.watch('disk')
    return (
      <form onSubmit={form.handleSubmit(() => {})}>
        <SelectField
          control={form.control}
          name="disk"
          label="Disk"
          required
          options={disks}
          more={withMore ? more : undefined}
        />
        <output>{chosen}</output>
        <button type="submit">Save</button>
      </form>
    )
  }

  const select = () => screen.getByRole('combobox', { name: 'Disk' })
  const byName = () => screen.getByRole('textbox', { name: 'Disk name' })

  it('offers no name without more to choose from', () => {
    render(<Picker withMore={false} />)
    expect(screen.queryByRole('option', { name: 'Another disk, by name…' })).toBeNull()
  })

  it('takes a typed name once its lookup finds it, and only the last of quick keys is looked up', async () => {
    looked.length = 0
    const user = userEvent.setup()
    render(<Picker />)
    expect(screen.queryByRole('textbox', { name: 'Disk name' })).toBeNull()
    await user.selectOptions(select(), 'Another disk, by name…')
    await user.type(byName(), 'disk-01001')
    await waitFor(() => expect(looked).toEqual(['disk-01001']))
    expect(screen.getByRole('status', { hidden: true }).textContent ?? '').toBe('disk-01001')
    expect(byName()).not.toHaveAttribute('aria-invalid')
  })

  it('does not call the name required before it could be typed, but does on submit', async () => {
    const user = userEvent.setup()
    render(<Picker />)
    await user.selectOptions(select(), 'Another disk, by name…')
    // the rule of an empty value answers in promises alone (no lookup, no timer): they have all
    // settled by the next task, and a refusal would be drawn
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
    expect(screen.queryByText('Disk is required')).toBeNull()
    expect(byName()).not.toHaveAttribute('aria-invalid')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByText('Disk is required')).toBeVisible())
  })

  it('says why a name cannot be chosen, keeps what was typed, and is read with the field', async () => {
    const user = userEvent.setup()
    render(<Picker />)
    await user.selectOptions(select(), 'Another disk, by name…')
    await user.type(byName(), 'disk-01002')
    await waitFor(() => expect(screen.getByText('disk-01002 is faulted')).toBeVisible())
    expect(byName()).toHaveValue('disk-01002')
    expect(byName()).toHaveAttribute('aria-invalid', 'true')
    expect(byName()).toHaveAccessibleDescription(/disk-01002 is faulted/)

    // a key more: the message was of the name before, and goes until the new one is judged
    await user.type(byName(), '9')
    expect(screen.queryByText('disk-01002 is faulted')).toBeNull()
    expect(byName()).not.toHaveAttribute('aria-invalid')
    await waitFor(() => expect(screen.getByText('There is no disk named disk-010029')).toBeVisible())

    await user.clear(byName())
    await user.type(byName(), 'nope')
    await waitFor(() => expect(screen.getByText('There is no disk named nope')).toBeVisible())
  })

  it('goes back to the list: the name field goes and the option is the value', async () => {
    const user = userEvent.setup()
    render(<Picker />)
    await user.selectOptions(select(), 'Another disk, by name…')
    await user.type(byName(), 'disk-01001')
    await user.selectOptions(select(), 'boot')
    expect(screen.queryByRole('textbox', { name: 'Disk name' })).toBeNull()
    expect(screen.getByRole('status', { hidden: true }).textContent).toBe('boot')
  })
})
