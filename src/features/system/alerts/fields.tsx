// Fields the receiver forms and the receiver's page share: the endpoint rule, a secret with a
// generator, and subscriptions picked from the alert classes.
import type { ReactNode } from 'react'
import { useWatch, type Control, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import type { AlertClass } from '~/api/__generated__/Api'
import { CheckboxGroupField } from '~/forms/CheckboxField'
import { TextField } from '~/forms/TextField'
import { Button } from '~/ui/Button'
import { CopyButton } from '~/ui/CopyButton'
import { classesMatching, subscriptionError, suggestedGlobs } from './globs'

/** The control plane POSTs to the endpoint, so it must be an absolute http(s) URL. */
function endpointError(value: string): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'Enter a full URL, such as https://hooks.example.com/oxide'
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'The URL must start with https:// or http://'
  return undefined
}

/** A secret hard to guess: 32 random bytes, base64url. */
function generateSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

/** The receiver's URL, checked as it is typed. */
export function EndpointField<T extends FieldValues & { endpoint: string }>({ control }: { control: Control<T> }) {
  return (
    <TextField
      control={control}
      name={'endpoint' as Path<T>}
      label="Endpoint URL"
      required
      description="Where the rack POSTs each alert, as JSON."
      validate={endpointError}
    />
  )
}

export const SECRET_NOT_SHOWN_AGAIN =
  'Copy the secret now and give it to the receiver: the API never shows it again, here or anywhere.'

/** A secret field with "Generate", and a copy button once there is something to copy. */
export function SecretField<T extends FieldValues & { secret: string }>({
  form,
  autoFocus,
}: {
  form: UseFormReturn<T>
  autoFocus?: boolean
}) {
  const name = 'secret' as Path<T>
  const value: string = useWatch({ control: form.control, name }) ?? ''
  const fill = () =>
    form.setValue(name, generateSecret() as T[typeof name], { shouldDirty: true, shouldValidate: true })
  return (
    <>
      <TextField
        control={form.control}
        name={name}
        label="Secret"
        required
        autoComplete="off"
        autoFocus={autoFocus}
        description="Payloads are signed with it so the receiver can tell they came from this rack."
      />
      <div className="-mt-3 mb-2 flex items-center gap-2">
        <Button type="button" variant="secondary" size="sm" onClick={fill}>
          Generate secret
        </Button>
        {value && <CopyButton text={value} label="Copy secret" />}
      </div>
      <p className="mb-5 text-[13px] text-ink-muted">{SECRET_NOT_SHOWN_AGAIN}</p>
    </>
  )
}

const code = (text: string) => <code className="font-mono text-[13px]">{text}</code>

/** What a subscription reaches, said next to it. */
export function reachText(glob: string, classes: readonly AlertClass[]): ReactNode {
  const reach = classesMatching(glob, classes)
  if (reach.length === 0) return 'no alert class yet'
  if (reach.length === 1 && reach[0].name === glob) return reach[0].description
  return `${reach.length} alert classes: ${reach.map((c) => c.name).join(', ')}`
}

/** Subscription choices: the grouping patterns first, then every class with its description. */
function subscriptionOptions(classes: readonly AlertClass[], exclude: (value: string) => boolean = () => false) {
  const option = (value: string) => ({
    value,
    label: (
      <span>
        {code(value)} <span className="text-ink-muted">— {reachText(value, classes)}</span>
      </span>
    ),
  })
  return [...suggestedGlobs(classes.map((c) => c.name)), ...classes.map((c) => c.name)]
    .filter((value) => !exclude(value))
    .map(option)
}

type SubscriptionValues = { subscriptions: string[]; otherSubscription: string }

/** Ticked patterns and classes, and one typed pattern for anything else. */
export function SubscriptionFields<T extends FieldValues & SubscriptionValues>({
  control,
  classes,
  exclude,
}: {
  control: Control<T>
  classes: readonly AlertClass[]
  /** choices not to offer: those the receiver already has */
  exclude?: (value: string) => boolean
}) {
  return (
    <>
      <CheckboxGroupField
        control={control}
        name={'subscriptions' as Path<T>}
        label="Subscriptions"
        options={subscriptionOptions(classes, exclude)}
        emptyText="No more alert classes or patterns to offer."
      />
      <TextField
        control={control}
        name={'otherSubscription' as Path<T>}
        label="Other pattern"
        description="Any alert class or glob, such as hardware.*.added; * is one segment, ** several."
        validate={(v) => (v ? subscriptionError(v) : undefined)}
      />
    </>
  )
}

/** The subscriptions a form's values ask for, without repeats. */
export const chosenSubscriptions = ({ subscriptions, otherSubscription }: SubscriptionValues) => [
  ...new Set([...subscriptions, ...(otherSubscription ? [otherSubscription] : [])]),
]
