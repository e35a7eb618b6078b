/** The origins a site on this gateway port is reached at, plus the Vite dev server's (`npm run dev`). */
export function siteOrigins(gatewayPort: number): string {
  const hosts = ['localhost', '127.0.0.1'];
  return [...new Set([gatewayPort, 5173])].flatMap((port) => hosts.map((host) => `http://${host}:${port}`)).join(',');
}
