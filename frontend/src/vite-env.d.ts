/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the gateway when the site is not served by it (e.g. `http://localhost:8001`); empty means same origin. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
