/**
 * The letters shown when a member, group or event has no picture (spec §9: at most 2 letters):
 * the first letter of the first and of the last word, upper-cased; one letter for one word.
 */
export function initialsOf(name: string): string {
  let first = "";
  let last = "";
  for (const word of name.split(/\s+/u)) {
    const letter = firstLetter(word);
    if (!letter) continue;
    if (first) last = letter;
    else first = letter;
  }
  // Not the locale's upper case: the same letters on the server and in every browser.
  return first ? (first + last).toUpperCase() : "?";
}

/** The first letter or digit of a word, whole even when it is outside the basic plane. */
function firstLetter(word: string): string {
  return word.match(/[\p{L}\p{N}]/u)?.[0] ?? "";
}
