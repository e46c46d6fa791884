/** `q` with LIKE's own characters (`%`, `_`, `\`) taken literally. */
export const likeLiteral = (q: string) => q.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `%q%` for ILIKE: contains `q`. */
export const containsPattern = (q: string) => `%${likeLiteral(q)}%`;

/** `q%` for LIKE: starts with `q`. */
export const startsWithPattern = (q: string) => `${likeLiteral(q)}%`;
