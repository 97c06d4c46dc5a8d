// Types of the parts of size.mjs that TypeScript code (the budget test) uses.
export declare const ROOT: string;
export declare const KB: number;
export declare const BUDGETS: { core: number; react: number };
export declare const CEILINGS: Partial<{ core: number; react: number }>;
export declare const EVERYTHING_BUDGETS: { core: number };
export declare const EVERYTHING_CEILINGS: Partial<{ core: number }>;
export type SizeEntry = { id: string; label: string; ours: string; official: string };
export declare const SIZE_ENTRIES: SizeEntry[];
export type Sizes = { minified: number; gzip: number; brotli: number };
/** Top-level sizes are the first load's (entry chunk + static imports); `lazy` is every other chunk. */
export type EntrySize = Sizes & { chunks: number; lazy: Sizes & { chunks: number }; metafile: unknown; firstLoadOutputs: string[] };
export declare function measureEntry(file: string, options?: { distDir?: string; nodePaths?: string[] }): Promise<EntrySize>;
/** Every byte the entry can load, code splitting off (one file). */
export declare function measureEverything(file: string, options?: { distDir?: string; nodePaths?: string[] }): Promise<Sizes & { files: number; metafile: unknown }>;
export declare function biggestContributors(metafile: unknown, top?: number, outputs?: string[]): { input: string; bytes: number }[];
