import type { InstanceCreate, InstanceDiskAttachment } from '~/api/__generated__/Api'
import { GiB } from '~/util/bytes'

export type BootSource = 'silo-image' | 'project-image' | 'snapshot' | 'disk'

/** The boot disk's size until the user sets one, or its source needs more. */
export const BOOT_DISK_GIB = 20

export type Values = {
  name: string
  description: string
  hostname: string
  preset: string
  ncpus: number
  memoryGib: number
  bootSource: BootSource
  bootImage: string
  bootSnapshot: string
  bootDiskName: string
  bootDiskSizeGib: number
  bootExisting: string
  /**
   * Disks besides the boot disk, as the API takes them: a new one is the disk form's create
   * body (the same fields as DiskCreate), an existing one its name.
   */
  extraDisks: InstanceDiskAttachment[]
  network: 'default' | 'none' | 'custom'
  nicName: string
  nicVpc: string
  nicSubnet: string
  ephemeral: boolean
  ephemeralPool: string
  floatingIps: string[]
  sshKeys: string[]
  userData: string
  autoRestartPolicy: '' | 'best_effort' | 'never'
  antiAffinityGroups: string[]
  start: boolean
}

export const PRESETS = [
  { id: 'general-s', label: 'General, small', ncpus: 2, memoryGib: 8 },
  { id: 'general-m', label: 'General, medium', ncpus: 4, memoryGib: 16 },
  { id: 'general-l', label: 'General, large', ncpus: 8, memoryGib: 32 },
  { id: 'cpu-m', label: 'High CPU', ncpus: 8, memoryGib: 16 },
  { id: 'mem-m', label: 'High memory', ncpus: 4, memoryGib: 32 },
] as const

/** The API's limit on user data, before base64 (InstanceCreate.user_data). */
export const USER_DATA_MAX_BYTES = 32 * 1024

export const utf8Length = (s: string) => new TextEncoder().encode(s).length

const toBase64 = (s: string) => {
  const bytes = new TextEncoder().encode(s)
  let binary = ''
  for (const b of bytes) binary += String.fromCharCode(b)
  return btoa(binary)
}

/** The form as the API's create body. */
export function toCreateBody(v: Values): InstanceCreate {
  const bootDisk: InstanceCreate['bootDisk'] =
    v.bootSource === 'disk'
      ? { type: 'attach', name: v.bootExisting }
      : {
          type: 'create',
          name: v.bootDiskName,
          description: '',
          size: v.bootDiskSizeGib * GiB,
          diskSource:
            v.bootSource === 'snapshot'
              ? { type: 'snapshot', snapshotId: v.bootSnapshot }
              : { type: 'image', imageId: v.bootImage },
        }
  return {
    name: v.name,
    description: v.description,
    hostname: v.hostname || v.name,
    ncpus: v.ncpus,
    memory: v.memoryGib * GiB,
    bootDisk,
    disks: v.extraDisks,
    networkInterfaces:
      v.network === 'custom'
        ? {
            type: 'create',
            params: [{ name: v.nicName, description: '', vpcName: v.nicVpc, subnetName: v.nicSubnet }],
          }
        : { type: v.network },
    externalIps: [
      ...(v.ephemeral ? [{ type: 'ephemeral' as const, pool: v.ephemeralPool || undefined }] : []),
      ...v.floatingIps.map((f) => ({ type: 'floating' as const, floatingIp: f })),
    ],
    sshPublicKeys: v.sshKeys,
    userData: v.userData ? toBase64(v.userData) : undefined,
    autoRestartPolicy: v.autoRestartPolicy || undefined,
    antiAffinityGroups: v.antiAffinityGroups,
    start: v.start,
  }
}
