// Types of the parts of size.mjs that TypeScript code (the budget test) uses.
export declare const ROOT: string;
export declare const KB: number;
export declare const BUDGETS: { core: number; react: number };
export type SizeEntry = { id: string; label: string; ours: string; official: string };
export declare const SIZE_ENTRIES: SizeEntry[];
export type EntrySize = { minified: number; gzip: number; brotli: number; metafile: unknown };
export declare function measureEntry(file: string, options?: { distDir?: string; nodePaths?: string[] }): Promise<EntrySize>;
export declare function biggestContributors(metafile: unknown, top?: number): { input: string; bytes: number }[];
