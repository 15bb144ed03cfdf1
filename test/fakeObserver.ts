// Stands in for the browser's IntersectionObserver in unit tests (jsdom has none): a test
// says which cells have come into view, by the text their element starts with.
import { act } from '@testing-library/react'

export class FakeObserver {
  static all: FakeObserver[] = []
  element?: Element
  constructor(private readonly report: IntersectionObserverCallback) {
    FakeObserver.all.push(this)
  }
  observe(element: Element) {
    this.element = element
  }
  disconnect() {}
  /** reports in view every observed element whose text, up to a colon, is one of `names` */
  static show(names: string[]) {
    for (const o of FakeObserver.all.filter((o) => names.includes(o.element?.textContent?.split(':')[0] ?? '')))
      act(() => o.report([{ isIntersecting: true } as IntersectionObserverEntry], o as never))
  }
}
