// How every Playwright run here starts a browser: Debian's Chromium (CHROMIUM_PATH or /usr/bin/chromium; a
// Playwright browser download is impossible on these machines), with nothing that reaches the network on its own.
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
