// The ASN the imported routes and message history pages read, chosen from the configs' ASNs
// and kept in the URL (`?asn=`) so a view can be shared and reloaded.
import type { ComponentType } from 'react'
import { useSearchParams, type LoaderFunctionArgs } from 'react-router'
import type { BgpConfig } from '~/api/__generated__/Api'
import { queryClient, usePrefetchedQuery } from '~/api/client'
import type { AnyQuery } from '~/routing'
import { EmptyState } from '~/ui/EmptyState'
import { PageHeader } from '~/ui/PageHeader'
import { Picker } from '~/ui/Picker'
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
const asnLoader =
  (queryFor: (asn: number) => AnyQuery) =>
  async ({ request }: LoaderFunctionArgs) => {
    const configs = await queryClient.ensureQueryData(allConfigsQuery)
    const asn = chosenAsn(new URL(request.url).searchParams, configs.items)
    if (asn !== undefined) await queryClient.ensureQueryData(queryFor(asn))
    return null
  }

/** The ASN selector: each config's ASN (and one typed into the URL that no config has). */
function AsnSelect({ asn, configs }: { asn: number; configs: BgpConfig[] }) {
  const [, setSearch] = useSearchParams()
  const options = configs.map((c) => ({ id: String(c.asn), label: `AS${c.asn} (${c.name})` }))
  if (!configs.some((c) => c.asn === asn)) options.unshift({ id: String(asn), label: `AS${asn} (no config)` })
  return (
    <div className="mb-5">
      <Picker
        label="ASN"
        value={String(asn)}
        options={options}
        onChange={(value) => setSearch({ asn: value }, { preventScrollReset: true })}
      />
    </div>
  )
}

/**
 * A page of what the switches report for one ASN: its heading, the ASN selector, and `Body`
 * for the chosen ASN; without any config, a word on why there is nothing.
 */
function AsnPage({ title, description, Body }: AsnPageDef) {
  const [search] = useSearchParams()
  const configs = usePrefetchedQuery(allConfigsQuery).data.items
  const asn = chosenAsn(search, configs)
  return (
    <>
      <PageHeader title={title} description={description} />
      {asn === undefined ? (
        <EmptyState title="No BGP configs" body="The switches speak BGP for the ASN of a config: create one first." />
      ) : (
        <>
          <AsnSelect asn={asn} configs={configs} />
          <Body asn={asn} />
        </>
      )}
    </>
  )
}

type AsnPageDef = {
  title: string
  description: string
  /** what the page shows for the chosen ASN; it reads `query` of that ASN, which the loader started */
  Body: ComponentType<{ asn: number }>
}

/**
 * A page for one ASN, declared once: the route's loader reads the configs and then `query` for
 * the chosen ASN, and the page shows `Body` for it (`{ loader, Page }`, for the route table).
 */
export const asnPage = ({ query, ...page }: AsnPageDef & { query: (asn: number) => AnyQuery }) => ({
  loader: asnLoader(query),
  Page: () => <AsnPage {...page} />,
})
