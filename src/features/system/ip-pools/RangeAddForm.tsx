import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useNavigate, useLocation } from 'react-router'
import { callApi, invalidate } from '~/api/client'
import { submitTo } from '~/forms/formShell'
import { useRecheck } from '~/forms/recheck'
import { SideModalForm } from '~/forms/SideModalForm'
import { TextField } from '~/forms/TextField'
import { useRouteParams } from '~/params'
import { sysPb } from '~/features/system/paths'
import { addToast } from '~/ui/Toast'
import { validateFirst, validateLast, type RangeValues } from './rangeRules'

/** `ip-pools/{pool}/ranges-add`: two addresses, checked as typed; over the pool's ranges. */
export function RangeAddForm() {
  const { pool } = useRouteParams()
  const navigate = useNavigate()
  const { search } = useLocation()
  const close = () => navigate({ pathname: sysPb.ipPool({ pool }), search })
  const form = useForm<RangeValues>({ defaultValues: { first: '', last: '' }, mode: 'onChange' })
  const mutation = useMutation({
    mutationFn: (range: RangeValues) => callApi('ipPoolRangeAdd', { path: { pool }, body: range }),
    onSuccess: async ({ range }) => {
      close()
      await Promise.all([invalidate('ipPoolRangeList'), invalidate('ipPoolUtilizationView')])
      addToast({ title: 'Range added', content: `${range.first} – ${range.last}` })
    },
  })
  // the last address is checked against the first, so a change to the first checks it again
  useRecheck(form, 'last', form.watch('first'))
  return (
    <SideModalForm title="Add range" form={form} {...submitTo(mutation)} onDismiss={close}>
      <p className="mb-4 text-ink-muted">
        Both addresses are included and must be of one family, the first not after the last. The range may not overlap a
        range of any pool. The API does not take IPv6 ranges yet.
      </p>
      <TextField
        control={form.control}
        name="first"
        label="First address"
        required
        validate={validateFirst}
        autoFocus
        description="For example 10.1.0.1"
      />
      <TextField
        control={form.control}
        name="last"
        label="Last address"
        required
        validate={(last) => validateLast(last, form.getValues())}
        description="For example 10.1.0.254"
      />
    </SideModalForm>
  )
}
