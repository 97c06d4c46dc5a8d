export declare const ROOT: string;
export declare const PACK_DIR_VARIABLE: string;
export declare function cleanEnv(extra?: Record<string, string>): NodeJS.ProcessEnv;
export declare function packedName(stdout: string, output: string): string;
export declare function packTarball(workDir: string, outDir: string): { tarball: string; output: string };
export declare function packForRun(dir: string): { tarball: string; output: string };
export declare function sharedPack(workDir: string): { tarball: string; output: string; shared: boolean };
