import { Link } from 'react-router'
import { useOverList } from '~/table/overList'
import { buttonClass } from '~/ui/Button'
import { GuardedButton } from '~/ui/GuardedButton'

/**
 * A create link for a page that is not a `ListPage` (its list is not paged), opened over
 * the page; for a user who may not change the network, a disabled button saying why.
 */
export function CreateOrRefused({
  refusal,
  to,
  label,
  variant = 'primary',
}: {
  refusal: string | undefined
  to: string
  label: string
  variant?: 'primary' | 'secondary'
}) {
  const over = useOverList()
  if (refusal)
    return (
      <GuardedButton reason={refusal} onClick={() => {}}>
        {label}
      </GuardedButton>
    )
  return (
    <Link to={over(to)} className={buttonClass(variant)}>
      {label}
    </Link>
  )
}
