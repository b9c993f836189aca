/** SHA-512 hex of a password, computed in the browser (private edition: the clear password never leaves it). */
export async function sha512Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-512', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}
