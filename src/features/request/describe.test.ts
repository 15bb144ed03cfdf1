import { describe, expect, it } from 'vitest'
import { apiCall } from '~/api/apiCall'
import { later, sendCalls, step } from '~/api/calls'
import { cliCommand, describeCall, describeCalls, maskSecrets, MASK } from './describe'
import { valuesKey } from './RequestPanel'

describe('describeCall', () => {
  it('gives the method, the path with its query, and the body in snake_case', async () => {
    const request = await describeCall(
      apiCall('diskCreate', {
        query: { project: 'demo-project' },
        body: {
          name: 'data',
          description: '',
          size: 10 * 1024 ** 3,
          diskSource: { type: 'blank', blockSize: 4096 },
        },
      }),
    )
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/v1/disks?project=demo-project')
    expect(JSON.parse(request.body!)).toEqual({
      name: 'data',
      description: '',
      size: 10737418240,
      disk_source: { type: 'blank', block_size: 4096 },
    })
  })

  it('encodes path params as one segment each, as the console sends them', async () => {
    const request = await describeCall(apiCall('diskDelete', { path: { disk: 'a/b?c' }, query: { project: 'p' } }))
    expect(request).toEqual({ method: 'DELETE', url: '/v1/disks/a%2Fb%3Fc?project=p', body: undefined })
  })
})

describe('describeCalls', () => {
  it('gives one request per call, in order, each with what it does', async () => {
    const requests = await describeCalls([
      step('Read the rules', apiCall('vpcFirewallRulesView', { query: { project: 'p', vpc: 'v' } })),
      step(
        'Write them back',
        apiCall('vpcFirewallRulesUpdate', { query: { project: 'p', vpc: 'v' }, body: { rules: [] } }),
      ),
    ])
    expect(requests).toEqual([
      { method: 'GET', url: '/v1/vpc-firewall-rules?project=p&vpc=v', body: undefined, note: 'Read the rules' },
      {
        method: 'PUT',
        url: '/v1/vpc-firewall-rules?project=p&vpc=v',
        body: JSON.stringify({ rules: [] }, null, 2),
        note: 'Write them back',
      },
    ])
  })

  it('is the list of one for a single call', async () => {
    const call = apiCall('diskView', { path: { disk: 'd' }, query: { project: 'p' } })
    expect(await describeCalls(call)).toEqual([await describeCall(call)])
  })

  it('shows a value an earlier answer gives as its placeholder, in the path, the query and the body', async () => {
    const disk = later('id of the new disk')
    expect(disk).toBe('<id of the new disk>')
    const [detach, view] = await describeCalls([
      apiCall('instanceDiskDetach', { path: { instance: 'db' }, query: { project: 'p' }, body: { disk } }),
      apiCall('diskView', { path: { disk }, query: { project: later('project name') } }),
    ])
    expect(detach.url).toBe('/v1/instances/db/disks/detach?project=p')
    expect(JSON.parse(detach.body!)).toEqual({ disk: '<id of the new disk>' })
    expect(view.url).toBe('/v1/disks/<id of the new disk>?project=<project name>')
    // an ordinary value is still encoded
    expect((await describeCall(apiCall('diskView', { path: { disk: 'a<b' } }))).url).toBe('/v1/disks/a%3Cb')
  })

  it('shows a raw body exactly as it is sent, its keys not renamed', async () => {
    const rootRole = { signed: { consistent_snapshot: true, keys: { abc: { keytype: 'ed25519' } } }, signatures: [] }
    const [request] = await describeCalls({ ...apiCall('systemUpdateTrustRootCreate', {}), rawBody: rootRole })
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/v1/system/update/trust-roots')
    expect(request.body).toBe(JSON.stringify(rootRole, null, 2))
  })

  it('refuses to send a call that still waits for an earlier answer', async () => {
    await expect(
      sendCalls(apiCall('diskView', { path: { disk: later('id of the new disk') }, query: { project: 'p' } })),
    ).rejects.toThrow('diskView still waits for <id of the new disk>')
  })
})

describe('valuesKey', () => {
  it('changes when another file is chosen, which JSON alone does not see', () => {
    const a = { name: 'x', file: new File(['one'], 'a.pem', { lastModified: 1 }) }
    const b = { name: 'x', file: new File(['three'], 'b.pem', { lastModified: 2 }) }
    expect(JSON.stringify(a)).toBe(JSON.stringify(b))
    expect(valuesKey(a)).not.toBe(valuesKey(b))
    expect(valuesKey({ name: 'x' })).toBe(JSON.stringify({ name: 'x' }))
  })
})

describe('maskSecrets', () => {
  it('hides passwords, private keys and secrets at any depth, and nothing else', () => {
    expect(
      maskSecrets({
        name: 'password-reset',
        password: { mode: 'password', value: 'hunter2' },
        tls_certificates: [{ cert: 'PEM', key: 'PRIVATE PEM', service: 'external_api' }],
        signing_keypair: { public_cert: 'PUB', private_key: 'PRIV' },
        secrets: ['s3cret'],
        bgp_peers: [{ md5_auth_key: 'k', hold_time: 6 }],
        public_key: 'ssh-ed25519 AAAA',
      }),
    ).toEqual({
      name: 'password-reset',
      password: { mode: 'password', value: MASK },
      tls_certificates: [{ cert: 'PEM', key: MASK, service: 'external_api' }],
      signing_keypair: { public_cert: 'PUB', private_key: MASK },
      secrets: [MASK],
      bgp_peers: [{ md5_auth_key: MASK, hold_time: 6 }],
      public_key: 'ssh-ed25519 AAAA',
    })
  })
})

describe('cliCommand', () => {
  it('quotes the URL and passes the body on standard input untouched', () => {
    const body = JSON.stringify({ description: "it's $HOME `id`" }, null, 2)
    expect(cliCommand({ method: 'POST', url: '/v1/disks?project=a&x=1', body })).toBe(
      `oxide api '/v1/disks?project=a&x=1' --method POST --input - <<'JSON'\n${body}\nJSON`,
    )
  })

  it('leaves out the method of a read and the input of a call without a body', () => {
    expect(cliCommand({ method: 'GET', url: '/v1/projects' })).toBe('oxide api /v1/projects')
    expect(cliCommand({ method: 'DELETE', url: '/v1/disks/d?project=p' })).toBe(
      "oxide api '/v1/disks/d?project=p' --method DELETE",
    )
  })
})
