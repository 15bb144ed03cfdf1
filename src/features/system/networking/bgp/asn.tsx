// The ASN the imported routes and message history pages read, chosen from the configs' ASNs
// and kept in the URL (`?asn=`) so a view can be shared and reloaded.
import { useId } from 'react'
import { useSearchParams, type LoaderFunctionArgs } from 'react-router'
import type { BgpConfig } from '~/api/__generated__/Api'
import { queryClient, usePrefetchedQuery } from '~/api/client'
import type { AnyQuery } from '~/routing'
import { inputClass } from '~/forms/FieldFrame'
import { cn } from '~/ui/cn'
import { allConfigsQuery } from './queries'

const MAX_ASN = 4294967295

/** The ASN in the URL if it is one, else the first config's; undefined without either. */
function chosenAsn(search: URLSearchParams, configs: BgpConfig[]): number | undefined {
  const raw = search.get('asn')
  const n = raw === null || raw.trim() === '' ? NaN : Number(raw)
  if (Number.isInteger(n) && n >= 0 && n <= MAX_ASN) return n
  return configs[0]?.asn
}

/** A page's loader: the configs, then the page's query for the chosen ASN. */
export const asnLoader =
  (queryFor: (asn: number) => AnyQuery) =>
  async ({ request }: LoaderFunctionArgs) => {
    const configs = await queryClient.ensureQueryData(allConfigsQuery)
    const asn = chosenAsn(new URL(request.url).searchParams, configs.items)
    if (asn !== undefined) await queryClient.ensureQueryData(queryFor(asn))
    return null
  }

/** The chosen ASN and the configs it is chosen from. */
export function useChosenAsn() {
  const [search] = useSearchParams()
  const configs = usePrefetchedQuery(allConfigsQuery).data.items
  return { asn: chosenAsn(search, configs), configs }
}

/** The ASN selector: each config's ASN (and one typed into the URL that no config has). */
export function AsnSelect({ asn, configs }: { asn: number; configs: BgpConfig[] }) {
  const id = useId()
  const [, setSearch] = useSearchParams()
  const options = configs.map((c) => ({ value: c.asn, label: `AS${c.asn} (${c.name})` }))
  if (!configs.some((c) => c.asn === asn)) options.unshift({ value: asn, label: `AS${asn} (no config)` })
  return (
    <div className="mb-5 flex items-center gap-3">
      <label htmlFor={id} className="font-medium">
        ASN
      </label>
      <select
        id={id}
        className={cn(inputClass(false), 'max-w-xs')}
        value={asn}
        onChange={(e) => setSearch({ asn: e.target.value }, { preventScrollReset: true })}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
}
