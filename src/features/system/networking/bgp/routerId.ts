/** A BGP identifier (32 bits) as routers write it, like an IPv4 address. */
export const routerIdText = (id: number) => [24, 16, 8, 0].map((shift) => (id >>> shift) & 255).join('.')
