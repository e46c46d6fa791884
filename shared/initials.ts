/**
 * The letters shown when a member, group or event has no picture (spec §9: at most 2 letters):
 * the first letter of the first and of the last word, upper-cased; one letter for one word.
 */
export function initialsOf(name: string): string {
  const words = name
    .trim()
    .split(/\s+/u)
    .filter((word) => /\p{L}|\p{N}/u.test(word));
  if (words.length === 0) return "?";
  const first = firstLetter(words[0] as string);
  const last = words.length > 1 ? firstLetter(words[words.length - 1] as string) : "";
  return (first + last).toLocaleUpperCase();
}

/** The first letter or digit of a word, whole even when it is outside the basic plane. */
function firstLetter(word: string): string {
  return word.match(/[\p{L}\p{N}]/u)?.[0] ?? "";
}
