// eslint-disable-next-line no-control-regex -- control characters are what these find
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]+/g;
// eslint-disable-next-line no-control-regex -- all but the line feed
const CONTROL_CHARACTERS_BUT_LINE_FEED = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g;

/** Text for one line of a PDF: tabs, line breaks and other control characters would print as boxes. */
export function singleLine(text: string): string {
  return text.replace(CONTROL_CHARACTERS, ' ').replace(/ {2,}/g, ' ').trim();
}

/** Text that may run over several lines: line breaks kept, tabs as spaces, other control characters dropped. */
export function multiLine(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ').replace(CONTROL_CHARACTERS_BUT_LINE_FEED, '');
}
