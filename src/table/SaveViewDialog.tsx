// The dialog naming a view of a list to save (ListTools' Views menu).
import { useId, useState, type FormEvent } from 'react'
import { inputClass } from '~/forms/FieldFrame'
import { Button } from '~/ui/Button'
import { Modal } from '~/ui/Modal'

export function SaveView({ onSave, onDismiss }: { onSave: (name: string) => void; onDismiss: () => void }) {
  const id = useId()
  const [name, setName] = useState('')
  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (!name.trim()) return
    onSave(name.trim())
    onDismiss()
  }
  return (
    <Modal title="Save view" open onDismiss={onDismiss} width="narrow">
      <form onSubmit={submit} className="flex flex-col gap-3">
        <label htmlFor={id} className="font-medium">
          Name
        </label>
        <input
          id={id}
          value={name}
          onChange={(e) => setName(e.target.value)}
          className={inputClass()}
          required
          autoFocus
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onDismiss}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </div>
      </form>
    </Modal>
  )
}
