/*
 * Solves the captcha's proof of work (altcha's v1 challenge, decision 053) off the page's thread:
 * finds the number whose SHA-256 with the salt is the challenge, trying a batch at a time. A plain
 * file of our own origin, so the page's CSP needs neither eval nor a blob: worker.
 */
const BATCH = 500;
const encoder = new TextEncoder();
const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");

self.onmessage = async (event) => {
  const { algorithm, challenge, salt, maxnumber } = event.data;
  const max = maxnumber ?? 1_000_000;
  for (let start = 0; start <= max; start += BATCH) {
    const numbers = [];
    for (let n = start; n < Math.min(start + BATCH, max + 1); n++) numbers.push(n);
    const hashes = await Promise.all(numbers.map((n) => crypto.subtle.digest(algorithm, encoder.encode(salt + n))));
    const found = hashes.findIndex((hash) => hex(hash) === challenge);
    if (found >= 0) {
      self.postMessage({ number: numbers[found] });
      return;
    }
  }
  self.postMessage({ number: null });
};
