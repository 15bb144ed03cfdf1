// A local-only silo's users as operators manage them: create one (with or without a
// password), set or remove a password, delete. Each opens from the Users tab.
import { apiCall } from '~/api/apiCall'
import { useForm, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import type { Silo, User } from '~/api/__generated__/Api'
import { confirmDelete, confirmThenRun, strong } from '~/actions'
import { DialogForm } from '~/forms/DialogForm'
import { TextField } from '~/forms/TextField'
import type { MenuItem } from '~/ui/Menu'

/** The API's rules for a local username (its `UserId`), as messages. */
export function validateUsername(value: string): string | undefined {
  if (value.length > 63) return 'Username can be at most 63 characters'
  if (!/^[a-z]/.test(value)) return 'Username must begin with a lowercase letter'
  if (!/^[a-zA-Z0-9-]*$/.test(value)) return 'Username may contain only letters, digits and hyphens'
  if (value.endsWith('-')) return 'Username may not end with a hyphen'
  return undefined
}

/** The API takes at most 512 characters; an empty password is no password at all. */
export function validatePassword(value: string): string | undefined {
  if (value.length > 512) return 'Password can be at most 512 characters'
  return undefined
}

const passwordBody = (password: string) =>
  password ? { mode: 'password' as const, value: password } : { mode: 'login_disallowed' as const }

type Props = { silo: Silo; onDismiss: () => void }

/** A new password, which the browser may offer to generate and save. */
function PasswordField<T extends FieldValues & { password: string }>(props: {
  control: Control<T>
  label: string
  required?: boolean
  autoFocus?: boolean
  description?: string
}) {
  return (
    <TextField
      {...props}
      name={'password' as FieldPath<T>}
      type="password"
      autoComplete="new-password"
      validate={validatePassword}
    />
  )
}

type NewUserValues = { username: string; password: string }

export function CreateLocalUserModal({ silo, onDismiss }: Props) {
  const form = useForm<NewUserValues>({ mode: 'onChange', defaultValues: { username: '', password: '' } })
  return (
    <DialogForm
      title="Create local user"
      submitLabel="Create user"
      form={form}
      call={(v) =>
        apiCall('localIdpUserCreate', {
          query: { silo: silo.name },
          body: { externalId: v.username, password: passwordBody(v.password) },
        })
      }
      refresh={['siloUserList']}
      leave={onDismiss}
      done={(user) => ({ title: 'User created', content: user.displayName })}
    >
      <TextField
        control={form.control}
        name="username"
        label="Username"
        required
        autoFocus
        autoComplete="off"
        validate={validateUsername}
      />
      <PasswordField
        control={form.control}
        label="Password"
        description="Leave empty for a user who cannot sign in with a password until one is set."
      />
    </DialogForm>
  )
}

function SetPasswordModal({ silo, user, onDismiss }: Props & { user: User }) {
  const form = useForm({ mode: 'onChange', defaultValues: { password: '' } })
  return (
    <DialogForm
      title={`Set password of ${user.displayName}`}
      submitLabel="Set password"
      form={form}
      call={(v) =>
        apiCall('localIdpUserSetPassword', {
          path: { userId: user.id },
          query: { silo: silo.name },
          body: passwordBody(v.password),
        })
      }
      // no list shows whether a user has a password
      refresh={[]}
      leave={onDismiss}
      done={() => ({ title: 'Password set', content: user.displayName })}
    >
      <PasswordField control={form.control} label="New password" required autoFocus />
    </DialogForm>
  )
}

/** A local user's row menu; `open` opens a form (the dialog host's `openDialog`). */
export function localUserActions(
  silo: Silo,
  user: User,
  open: (render: (close: () => void) => React.ReactNode) => void,
): MenuItem[] {
  const query = { silo: silo.name }
  return [
    {
      label: 'Set password',
      onSelect: () => open((close) => <SetPasswordModal silo={silo} user={user} onDismiss={close} />),
    },
    {
      label: 'Remove password',
      onSelect: () =>
        confirmThenRun({
          title: 'Remove password',
          content: <>Remove the password of {strong(user.displayName)}? They cannot sign in until a new one is set.</>,
          actionLabel: 'Remove password',
          danger: true,
          call: apiCall('localIdpUserSetPassword', {
            path: { userId: user.id },
            query,
            body: { mode: 'login_disallowed' },
          }),
          success: 'Password removed',
          failure: 'Could not remove password',
          subject: user.displayName,
        }),
    },
    {
      label: 'Delete',
      danger: true,
      onSelect: () =>
        confirmDelete({
          kind: 'user',
          name: user.displayName,
          consequence: 'They leave their groups and can no longer sign in. Their role assignments stay until removed.',
          call: apiCall('localIdpUserDelete', { path: { userId: user.id }, query }),
          refresh: ['siloUserList'],
        }),
    },
  ]
}
