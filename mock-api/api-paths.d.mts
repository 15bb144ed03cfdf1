export declare function isApiPathname(pathname: string): boolean
