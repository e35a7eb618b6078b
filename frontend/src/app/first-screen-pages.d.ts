/** The build's page documents, handed to the server renderer by build/first-screens.ts (a PageDocument each). */
declare module 'virtual:first-screen-pages' {
  const pages: { path: string; firstScreenData?: { key: 'hotel'; from: string }; html: string }[];
  export default pages;
}
