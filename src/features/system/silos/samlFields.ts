// Rules of the SAML provider form, as messages: the API takes any string for these, but a
// provider set up with a typo fails only when someone tries to sign in.

/** An absolute http(s) URL, or why not. */
export function validateUrl(value: string, label: string): string | undefined {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return `${label} must be a full URL, such as https://idp.example.com/saml`
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `${label} must start with https:// or http://`
  return undefined
}

/** An email address of the usual shape (one @, a dot in the domain, no spaces). */
export function validateEmail(value: string): string | undefined {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? undefined : 'Enter an email address, such as it-ops@example.com'
}
