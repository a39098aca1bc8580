/*
 * Text a user chose (a name, a project's name) goes into mails other people receive: the owner
 * of an address someone signed up with, a friend asked for photos. Mail programs turn anything
 * that looks like an address into a link, so such text would let a stranger put a link of their
 * choosing into a mail that comes from the shop. Here it loses what makes it a link.
 */

/** A scheme and its slashes, as in `https://` or `hxxp:\\`. */
const SCHEME = /\b[a-z][a-z0-9+.-]*:[/\\]+/gi;
/**
 * A dot (or a look-alike full stop) between two characters, as in a host name, or after `www`,
 * which mail programs link whatever follows it. One pass, so a written `[.]` is not re-read.
 */
const LINK_DOT = /(?<=www)[.\u3002\uff0e\uff61]|(?<=[^\s.])[.\u3002\uff0e\uff61](?=[^\s.])/gi;

/** `text` with no part a mail program would link: schemes dropped, host dots written `[.]`. */
export function inertText(text: string): string {
  return text.replace(SCHEME, '').replace(LINK_DOT, '[.]');
}

/** The greeting of a mail, with the reader's name as they gave it, made inert. */
export function hello(name: string): string {
  return `Hello ${inertText(name)},`;
}
