export declare const BODY_BYTES_KEY: string
