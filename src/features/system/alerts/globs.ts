// Subscriptions are globs over alert class names, which are dot-separated segments: `*` is
// one segment, `**` one or more. The console offers the globs that group the known classes
// and shows which classes a pattern reaches, so an operator sees what they subscribe to.

/** The API's pattern for a subscription (the AlertSubscription schema). */
const SUBSCRIPTION = /^([a-zA-Z0-9_]+|\*|\*\*)(\.([a-zA-Z0-9_]+|\*|\*\*))*$/

/** Why a typed subscription is not one, or undefined when it is. */
export function subscriptionError(value: string): string | undefined {
  if (!value) return 'Enter an alert class or a pattern'
  if (!SUBSCRIPTION.test(value)) {
    return 'Use alert class segments (letters, digits, _) separated by dots; * stands for one segment, ** for several'
  }
  return undefined
}

function globRegExp(glob: string): RegExp {
  const segment = '[a-zA-Z0-9_]+'
  const parts = glob.split('.').map((s) => (s === '**' ? `${segment}(?:\\.${segment})*` : s === '*' ? segment : s))
  return new RegExp(`^${parts.join('\\.')}$`)
}

/** The classes a subscription reaches. */
export function classesMatching<C extends { name: string }>(glob: string, classes: readonly C[]): C[] {
  const re = globRegExp(glob)
  return classes.filter((c) => re.test(c.name))
}

/**
 * Patterns worth offering: everything (`**`), each family of classes (`hardware.**`) and each
 * group of siblings (`hardware.sled.*`), skipping any that reach the same classes as one
 * already offered or only a single class (the class itself is offered for that).
 */
export function suggestedGlobs(classNames: readonly string[]): string[] {
  const candidates = new Set<string>(['**'])
  for (const name of classNames) {
    const segments = name.split('.')
    if (segments.length > 1) candidates.add(`${segments[0]}.**`)
    if (segments.length > 2) candidates.add(`${segments.slice(0, -1).join('.')}.*`)
  }
  const classes = classNames.map((name) => ({ name }))
  const seen = new Set<string>()
  const offered: string[] = []
  // the narrower pattern wins when two reach the same classes
  for (const glob of [...candidates].sort((a, b) => b.split('.').length - a.split('.').length || (a < b ? -1 : 1))) {
    const reach = classesMatching(glob, classes).map((c) => c.name)
    const key = reach.join(' ')
    if (reach.length < 2 || seen.has(key)) continue
    seen.add(key)
    offered.push(glob)
  }
  return offered.sort()
}
