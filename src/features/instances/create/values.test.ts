import { describe, expect, it } from 'vitest'
import { defaultDiskFormValues, toDiskCreate } from '~/features/disks/sizes'
import { GiB } from '~/util/bytes'
import { toCreateBody, utf8Length, type Values } from './values'

const base: Values = {
  name: 'web-1',
  description: 'd',
  hostname: '',
  preset: 'general-s',
  ncpus: 2,
  memoryGib: 8,
  bootSource: 'silo-image',
  bootImage: 'img-1',
  bootSnapshot: '',
  bootDiskName: 'web-1-boot',
  bootDiskSizeGib: 20,
  bootExisting: '',
  extraDisks: [],
  network: 'default',
  nicName: '',
  nicVpc: '',
  nicSubnet: '',
  ephemeral: true,
  ephemeralPool: '',
  floatingIps: [],
  sshKeys: ['laptop'],
  userData: '',
  autoRestartPolicy: '',
  antiAffinityGroups: [],
  start: true,
}

describe('the instance create body', () => {
  it('creates the boot disk from an image with the chosen size, hostname defaulting to the name', () => {
    const body = toCreateBody(base)
    expect(body).toMatchObject({
      name: 'web-1',
      hostname: 'web-1',
      ncpus: 2,
      memory: 8 * GiB,
      bootDisk: { type: 'create', name: 'web-1-boot', size: 20 * GiB, diskSource: { type: 'image', imageId: 'img-1' } },
      networkInterfaces: { type: 'default' },
      externalIps: [{ type: 'ephemeral' }],
      sshPublicKeys: ['laptop'],
      start: true,
    })
    expect(body.userData).toBeUndefined()
  })

  it('boots from a snapshot or attaches an existing disk', () => {
    expect(toCreateBody({ ...base, bootSource: 'snapshot', bootSnapshot: 'snap-1' }).bootDisk).toMatchObject({
      diskSource: { type: 'snapshot', snapshotId: 'snap-1' },
    })
    expect(toCreateBody({ ...base, bootSource: 'disk', bootExisting: 'old-disk' }).bootDisk).toEqual({
      type: 'attach',
      name: 'old-disk',
    })
  })

  it('adds extra disks, a custom interface, floating IPs and base64 user data', () => {
    const body = toCreateBody({
      ...base,
      // a new disk as the disk form describes it, and one the project has
      extraDisks: [
        { type: 'create', ...toDiskCreate({ ...defaultDiskFormValues, name: 'data', sizeGib: 100 }) },
        { type: 'attach', name: 'scratch' },
      ],
      network: 'custom',
      nicName: 'eth0',
      nicVpc: 'default',
      nicSubnet: 'default',
      ephemeral: false,
      floatingIps: ['public-web'],
      userData: '#cloud-config\nhostname: é',
    })
    expect(body.disks).toEqual([
      {
        type: 'create',
        name: 'data',
        description: '',
        size: 100 * GiB,
        diskSource: { type: 'blank', blockSize: 4096 },
      },
      { type: 'attach', name: 'scratch' },
    ])
    expect(body.networkInterfaces).toEqual({
      type: 'create',
      params: [{ name: 'eth0', description: '', vpcName: 'default', subnetName: 'default' }],
    })
    expect(body.externalIps).toEqual([{ type: 'floating', floatingIp: 'public-web' }])
    expect(new TextDecoder().decode(Uint8Array.from(atob(body.userData!), (c) => c.charCodeAt(0)))).toBe(
      '#cloud-config\nhostname: é',
    )
  })

  it('measures user data in UTF-8 bytes', () => {
    expect(utf8Length('é')).toBe(2)
  })
})
