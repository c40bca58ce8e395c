// Starts the VLibras widget once its plugin (loaded just before, deferred) is there (decision 038).
if (window.VLibras) new window.VLibras.Widget("https://vlibras.gov.br/app");
