export const UI_TEXTS: readonly string[] = [];
