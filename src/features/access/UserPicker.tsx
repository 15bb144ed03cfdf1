// Whose access the effective-access page shows: a choice of the silo's users.
import { useId } from 'react'

type Named = { id: string; displayName: string }

/**
 * The users to choose from, sorted by name, `chosen` selected. The chosen user has an option of
 * their own while the choices do not hold them (past the list's first page, read on their own,
 * or gone: then named by their id), so the picker never shows another user as chosen.
 */
export function UserPicker({
  users,
  chosen,
  user,
  me,
  onPick,
}: {
  users: Named[]
  chosen: string
  /** the chosen user, when known */
  user: Named | undefined
  /** the signed-in user's id, marked "(you)" */
  me: string
  onPick: (userId: string) => void
}) {
  const pickerId = useId()
  const you = (id: string) => (id === me ? ' (you)' : '')
  return (
    <div className="mb-4 flex max-w-sm flex-col gap-1 text-[13px]">
      <label htmlFor={pickerId} className="font-medium">
        User
      </label>
      <select
        id={pickerId}
        className="rounded-md border border-line-strong bg-raised px-2 py-1.5"
        value={chosen}
        onChange={(e) => onPick(e.target.value)}
      >
        {!users.some((u) => u.id === chosen) && (
          <option value={chosen}>
            {user?.displayName ?? chosen}
            {you(chosen)}
          </option>
        )}
        {[...users]
          .sort((a, b) => a.displayName.localeCompare(b.displayName))
          .map((u) => (
            <option key={u.id} value={u.id}>
              {u.displayName}
              {you(u.id)}
            </option>
          ))}
      </select>
    </div>
  )
}
