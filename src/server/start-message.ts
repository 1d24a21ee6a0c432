/** The address a person types into the browser: a server listening on every interface is reached at localhost. */
export function addressToOpen(host: string, port: number): string {
  const name =
    host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** The line `npm start` ends with, in plain words beside the JSON log: where to open Verkstan. */
export function startMessage(host: string, port: number): string {
  return `Verkstan är igång. Öppna ${addressToOpen(host, port)} i webbläsaren.`;
}
