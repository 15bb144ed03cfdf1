import { render, screen } from '@testing-library/react'
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
