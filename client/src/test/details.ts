/** What a details list (`<dl>`) shows, label to text: `expect(shownDetails()).toMatchObject({ Type: 'Call booking' })`. */
export function shownDetails(container: ParentNode = document): Record<string, string> {
  return Object.fromEntries([...container.querySelectorAll('dt')].map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']));
}
