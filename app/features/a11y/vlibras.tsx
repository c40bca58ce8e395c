/**
 * The VLibras widget (Brazil's sign-language translator), only when the operator turns it on
 * (VLIBRAS=on, decision 038): its script comes from vlibras.gov.br, so it is off by default. The
 * markup is the one VLibras documents; the start-up call is a file of ours, not an inline script,
 * so that a Content-Security-Policy without 'unsafe-inline' still allows it.
 */
export const VLIBRAS_SCRIPT = "https://vlibras.gov.br/app/vlibras-plugin.js";

export function VLibrasWidget() {
  return (
    <>
      <div {...{ vw: "" }} className="enabled">
        <div {...{ "vw-access-button": "" }} className="active" />
        <div {...{ "vw-plugin-wrapper": "" }}>
          <div className="vw-plugin-top-wrapper" />
        </div>
      </div>
      <script src={VLIBRAS_SCRIPT} defer />
      <script src="/a11y/vlibras-start.js" defer />
    </>
  );
}
