import { describe, expect, it } from 'vitest'
import { untilInstalled } from './early-worker'

/** A service worker that moves through its states as the test says. */
class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super()
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state
    this.dispatchEvent(new Event('statechange'))
  }
}

class FakeContainer extends EventTarget {
  controller: object | null = null
  takeControl() {
    this.controller = {}
    this.dispatchEvent(new Event('controllerchange'))
  }
}

const registrationWith = (slot: 'installing' | 'waiting' | 'active', worker: FakeWorker) =>
  ({ installing: null, waiting: null, active: null, [slot]: worker }) as unknown as ServiceWorkerRegistration

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false
  void promise.then(() => (done = true))
  await new Promise((resolve) => setTimeout(resolve, 0))
  return done
}

const asContainer = (c: FakeContainer) => c as unknown as ServiceWorkerContainer

describe('untilInstalled', () => {
  it('waits for a worker still installing to take control of the page', async () => {
    const container = new FakeContainer()
    const worker = new FakeWorker('installing')
    const waiting = untilInstalled(Promise.resolve(registrationWith('installing', worker)), asContainer(container))
    expect(await settled(waiting)).toBe(false)
    worker.moveTo('installed')
    worker.moveTo('activating')
    expect(await settled(waiting)).toBe(false)
    container.takeControl()
    expect(await settled(waiting)).toBe(true)
  })

  it('goes on when the worker failed to install, for MSW to say why', async () => {
    const worker = new FakeWorker('installing')
    const waiting = untilInstalled(
      Promise.resolve(registrationWith('installing', worker)),
      asContainer(new FakeContainer()),
    )
    worker.moveTo('redundant')
    expect(await settled(waiting)).toBe(true)
  })

  it('goes on when the worker is active but did not claim the page (MSW reloads it then)', async () => {
    const worker = new FakeWorker('activating')
    const waiting = untilInstalled(
      Promise.resolve(registrationWith('active', worker)),
      asContainer(new FakeContainer()),
    )
    expect(await settled(waiting)).toBe(false)
    worker.moveTo('activated')
    expect(await settled(waiting)).toBe(true)
  })

  it('does not wait for the registration of a page its worker already controls', async () => {
    const controlled = new FakeContainer()
    controlled.takeControl()
    // registering again updates the worker first, which can take seconds
    const updating = new Promise<ServiceWorkerRegistration | undefined>(() => {})
    expect(await settled(untilInstalled(updating, asContainer(controlled)))).toBe(true)
  })

  it('does not wait for a page already controlled, a worker already active, or no registration', async () => {
    const controlled = new FakeContainer()
    controlled.takeControl()
    const installing = registrationWith('installing', new FakeWorker('installing'))
    expect(await settled(untilInstalled(Promise.resolve(installing), asContainer(controlled)))).toBe(true)
    const active = registrationWith('active', new FakeWorker('activated'))
    expect(await settled(untilInstalled(Promise.resolve(active), asContainer(new FakeContainer())))).toBe(true)
    expect(await settled(untilInstalled(Promise.resolve(undefined), asContainer(new FakeContainer())))).toBe(true)
  })
})
