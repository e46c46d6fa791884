/** Every broken import rule under `root` (cycles, the engine importing a feature), one line each. */
export function importProblems(root: string, sources?: readonly string[]): Promise<string[]>;
