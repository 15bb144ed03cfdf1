/**
 * A schema of the generated validators (scripts/gen-api.mjs), built the first time anything
 * reads it. The mock's first calls need a handful of the API document's ~680 schemas, yet
 * the module made them all when it loaded, each a `z.lazy` wrapper, on the page's thread
 * before the in-browser mock could answer: the module took 26 ms of a first visit, 14 ms
 * with these stand-ins (demo bundle, no inspector attached, medians of 6). A stand-in costs
 * next to nothing until it is read, and is then used exactly as the schema it stands for
 * (`parse`, inside another schema, `instanceof`). A schema nothing imports is dropped from
 * the bundle altogether (~30 KB of the mock's): the call has no side effects.
 */
/*@__NO_SIDE_EFFECTS__*/
export function lazySchema<T extends object>(make: () => T): T {
  return new Proxy({ make, schema: undefined } as Deferred<T>, forwardToSchema) as unknown as T
}

type Deferred<T extends object> = { make: () => T; schema: T | undefined }

const schemaOf = <T extends object>(deferred: Deferred<T>): T => (deferred.schema ??= deferred.make())

// Reading a property, asking for one, setting one and the prototype go to the schema: what
// zod asks of the schemas inside another (`_zod`, its traits) and what callers ask (`parse`,
// `safeParse`, `optional`, `instanceof`). Listing keys and reading descriptors stay the
// stand-in's own (a proxy would have to report the schema's fixed `_zod` as its own): zod
// reads a schema by name, never by listing it.
const forwardToSchema: ProxyHandler<Deferred<object>> = {
  get: (deferred, key) => Reflect.get(schemaOf(deferred), key),
  has: (deferred, key) => Reflect.has(schemaOf(deferred), key),
  set: (deferred, key, value) => Reflect.set(schemaOf(deferred), key, value),
  getPrototypeOf: (deferred) => Reflect.getPrototypeOf(schemaOf(deferred)),
}
