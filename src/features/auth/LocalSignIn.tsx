// Username and password sign-in to a silo: the sign-in page and the dialog that signs a user
// in again after their session ended both use it.
import { useForm, type Control } from 'react-hook-form'
import { useApiMutation } from '~/api/mutation'
import { TextField } from '~/forms/TextField'
import { rememberSignIn } from './lastSignIn'

type Credentials = { username: string; password: string }

export function useLocalSignIn(silo: string, onSignedIn: () => void) {
  const form = useForm<Credentials>({ defaultValues: { username: '', password: '' } })
  const login = useApiMutation('loginLocal', {
    onSuccess: () => {
      rememberSignIn({ silo, method: 'local' })
      onSignedIn()
    },
  })
  const error = login.error
    ? login.error.statusCode === 401
      ? 'Wrong username or password'
      : login.error.message
    : null
  return {
    form,
    submit: form.handleSubmit((body) => login.mutate({ path: { siloName: silo }, body })),
    pending: login.isPending,
    error,
  }
}

export function LocalSignInFields({ control }: { control: Control<Credentials> }) {
  return (
    <>
      <TextField control={control} name="username" label="Username" required autoComplete="username" autoFocus />
      <TextField
        control={control}
        name="password"
        label="Password"
        type="password"
        required
        autoComplete="current-password"
      />
    </>
  )
}
