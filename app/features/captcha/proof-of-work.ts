/**
 * The captcha's proof of work in the browser (decision 053): public/captcha/pow-worker.js finds the
 * number, and the answer is altcha's payload, base64 of the JSON the service verifies.
 */
import type { CaptchaChallenge } from "../../../api/patron/captcha/contract.ts";

export const POW_WORKER_URL = "/captcha/pow-worker.js";

/** Resolves with the answer to send as `recaptcha_answer`, or rejects (no worker, no Web Crypto, none found). */
export function solveProofOfWork(pow: CaptchaChallenge["pow"]): { answer: Promise<string>; stop: () => void } {
  const worker = new Worker(POW_WORKER_URL);
  const answer = new Promise<string>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<{ number: number | null }>) => {
      worker.terminate();
      const { number } = event.data;
      if (number === null) return reject(new Error("proof of work not found"));
      const payload = {
        algorithm: pow.algorithm,
        challenge: pow.challenge,
        number,
        salt: pow.salt,
        signature: pow.signature,
      };
      resolve(btoa(JSON.stringify(payload)));
    };
    worker.onerror = () => {
      worker.terminate();
      reject(new Error("proof of work worker failed"));
    };
  });
  worker.postMessage(pow);
  return { answer, stop: () => worker.terminate() };
}
