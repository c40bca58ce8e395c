/// <reference types="@remix-run/dev" />
/// <reference types="@remix-run/node" />

// React ships the web-streams renderer as react-dom/server.browser; its types live in react-dom/server.
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
