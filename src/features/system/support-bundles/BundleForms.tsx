// A new support bundle (the operator says why) and a bundle's comment, each a side modal over
// the list. The API keeps the operator's words in `user_comment`; `reason_for_creation` is its
// own ("Created by external API"). ResourceForm names what it saved by its `name`, which a
// bundle lacks, so these hold a SideModalForm themselves.
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { SupportBundleInfo } from '~/api/__generated__/Api'
import { callApi, invalidate } from '~/api/client'
import { submitTo } from '~/forms/formShell'
import { SideModalForm } from '~/forms/SideModalForm'
import { editOverList } from '~/forms/useLeaveEdit'
import { TextField } from '~/forms/TextField'
import { sysPb } from '~/features/system/paths'
import { pb } from '~/paths'
import { useCloseTo } from '~/table/overList'
import { addToast } from '~/ui/Toast'
import { bundleQuery } from './queries'

/** The API's limit on a comment, in bytes of UTF-8. */
const MAX_COMMENT_BYTES = 4096

const checkLength = (label: string) => (value: string) => {
  const bytes = new TextEncoder().encode(value).length
  return bytes > MAX_COMMENT_BYTES
    ? `${label} must be at most ${MAX_COMMENT_BYTES} bytes (it is ${bytes} bytes now)`
    : undefined
}

type Values = { comment: string }

function CommentForm({
  title,
  submitLabel,
  label,
  required,
  description,
  initial,
  save,
  success,
  leave,
}: {
  title: string
  submitLabel: string
  label: string
  required?: boolean
  description: string
  initial: string
  save: (comment: string | null) => Promise<SupportBundleInfo>
  success: string
  leave: (saved?: SupportBundleInfo) => void
}) {
  const form = useForm<Values>({ defaultValues: { comment: initial }, mode: 'onChange' })
  const mutation = useMutation({
    mutationFn: ({ comment }: Values) => save(comment.trim() === '' ? null : comment),
    onSuccess: async (saved) => {
      leave(saved)
      await Promise.all([invalidate('supportBundleList'), invalidate('supportBundleView')])
      addToast({ title: success, content: saved.id })
    },
  })
  return (
    <SideModalForm
      title={title}
      form={form}
      onDismiss={() => leave()}
      {...submitTo(mutation)}
      submitLabel={submitLabel}
    >
      <TextField
        control={form.control}
        name="comment"
        label={label}
        required={required}
        description={description}
        validate={checkLength(label)}
        multiline
        autoFocus
      />
    </SideModalForm>
  )
}

/** `support-bundles-new`: the bundle starts collecting at once; the list shows it under way. */
export function BundleCreateForm() {
  return (
    <CommentForm
      title="Create support bundle"
      submitLabel="Create support bundle"
      label="Reason"
      required
      description="Why the bundle is made: the problem seen, a support case number. Kept as the bundle's comment."
      initial=""
      save={(comment) => callApi('supportBundleCreate', { body: { userComment: comment } })}
      success="Support bundle created"
      leave={useCloseTo(pb.supportBundles())}
    />
  )
}

const bundleEdit = editOverList(bundleQuery, pb.supportBundles, (b) => sysPb.supportBundle({ bundleId: b.id }))
export const bundleEditLoader = bundleEdit.loader

export function BundleCommentForm() {
  const { data: bundle, leave } = bundleEdit.use()
  return (
    <CommentForm
      title="Edit comment"
      submitLabel="Save comment"
      label="Comment"
      description="A note on this bundle for other operators and Oxide support; empty removes it."
      initial={bundle.userComment ?? ''}
      save={(comment) =>
        callApi('supportBundleUpdate', { path: { bundleId: bundle.id }, body: { userComment: comment } })
      }
      success="Comment saved"
      leave={leave}
    />
  )
}
