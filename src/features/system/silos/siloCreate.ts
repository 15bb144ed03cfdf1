// The silo-create form's values, its quota presets, and the API body they make.
import type { FleetRole, SiloCreate } from '~/api/__generated__/Api'
import { GiB } from '~/util/bytes'

export type QuotaPreset = 'small' | 'medium' | 'large' | 'custom'

/** Quotas an operator starts from: a team, a department, a large tenant (memory and storage in GiB). */
export const QUOTA_PRESETS: Record<
  Exclude<QuotaPreset, 'custom'>,
  { cpus: number; memoryGib: number; storageGib: number }
> = {
  small: { cpus: 16, memoryGib: 64, storageGib: 1024 },
  medium: { cpus: 64, memoryGib: 256, storageGib: 10 * 1024 },
  large: { cpus: 256, memoryGib: 1024, storageGib: 50 * 1024 },
}

export const SILO_ROLES = ['admin', 'collaborator', 'viewer'] as const

type CertificateValues = { name: string; cert: File | null; key: File | null }

export type SiloValues = {
  name: string
  description: string
  discoverable: boolean
  identityMode: SiloCreate['identityMode']
  adminGroupName: string
  preset: QuotaPreset
  cpus: number | ''
  memoryGib: number | ''
  storageGib: number | ''
  certificates: CertificateValues[]
  /** for each silo role, the fleet roles its holders get */
  fleetRoles: Record<(typeof SILO_ROLES)[number], FleetRole[]>
}

export const SILO_DEFAULTS: SiloValues = {
  name: '',
  description: '',
  discoverable: true,
  identityMode: 'local_only',
  adminGroupName: '',
  preset: 'small',
  ...QUOTA_PRESETS.small,
  certificates: [],
  fleetRoles: { admin: [], collaborator: [], viewer: [] },
}

/** The create body; certificate files are read here, once the form is valid. */
export async function siloCreateBody(v: SiloValues): Promise<SiloCreate> {
  const quota = v.preset === 'custom' ? v : QUOTA_PRESETS[v.preset]
  const tlsCertificates = await Promise.all(
    v.certificates.map(async (c) => ({
      name: c.name,
      description: '',
      cert: (await c.cert?.text()) ?? '',
      key: (await c.key?.text()) ?? '',
      service: 'external_api' as const,
    })),
  )
  // only silo roles that confer something; an empty map confers nothing, as the API's default
  const mappedFleetRoles = Object.fromEntries(Object.entries(v.fleetRoles).filter(([, roles]) => roles.length > 0))
  return {
    name: v.name,
    description: v.description,
    discoverable: v.discoverable,
    identityMode: v.identityMode,
    adminGroupName: v.adminGroupName.trim() || null,
    quotas: {
      cpus: Number(quota.cpus),
      memory: Number(quota.memoryGib) * GiB,
      storage: Number(quota.storageGib) * GiB,
    },
    tlsCertificates,
    mappedFleetRoles,
  }
}
