/** JSON values as the app hands them out and takes them in (metadata, email template content). */

/** Any JSON value (metadata fields). */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/**
 * What metadata setters and update/create options take: any JSON value or object, including
 * an interface-typed object (which TypeScript will not fit to `Json`'s index signature) and
 * values typed `any`, as the official SDK's `any` allows. It is sent as `JSON.stringify`
 * writes it; what comes back is read as `Json`.
 */
export type JsonInput = Json | object;
