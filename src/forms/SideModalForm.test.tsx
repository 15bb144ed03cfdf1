import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from 'react-hook-form'
import { describe, expect, it, vi } from 'vitest'
import { SideModalForm } from './SideModalForm'
import { TextField } from './TextField'
import { validateName } from './validators'

function NameForm({ onSubmit, submitError = null }: { onSubmit: () => void; submitError?: Error | null }) {
  const form = useForm({ defaultValues: { name: '', os: '' } })
  return (
    <SideModalForm
      title="Create thing"
      form={form}
      onSubmit={onSubmit}
      onDismiss={() => {}}
      loading={false}
      submitError={submitError}
      submitLabel="Create"
    >
      <TextField control={form.control} name="name" label="Name" required validate={validateName} />
      <TextField control={form.control} name="os" label="OS" required />
    </SideModalForm>
  )
}

describe('SideModalForm', () => {
  it('lists every broken rule after a blocked submit, and drops each one as it is fixed', async () => {
    const onSubmit = vi.fn()
    render(<NameForm onSubmit={onSubmit} />)
    expect(screen.queryByRole('alert')).toBeNull()

    await userEvent.click(screen.getByRole('button', { name: 'Create' }))
    expect(screen.getByRole('alert')).toHaveTextContent('2 issues:Name is requiredOS is required')

    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'web')
    expect(screen.getByRole('alert')).toHaveTextContent(/^ErrorOS is required$/)
    await userEvent.type(screen.getByRole('textbox', { name: /OS/ }), 'debian')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(onSubmit).not.toHaveBeenCalled()
  })

  it("shows the API's refusal and keeps the input", () => {
    render(<NameForm onSubmit={() => {}} submitError={new Error('Thing name already exists')} />)
    expect(screen.getByRole('alert')).toHaveTextContent('Thing name already exists')
  })
})
