/**
 * Loads the payment provider's script (config.json's paymentScriptUrl) once per URL. A failed load
 * is forgotten, so the next Pay Now tries again.
 */
import type { RazorpayConstructor } from './razorpay';

const loads = new Map<string, Promise<RazorpayConstructor>>();

export function loadPaymentScript(url: string): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  const known = loads.get(url);
  if (known) return known;
  const loading = new Promise<RazorpayConstructor>((resolve, reject) => {
    if (!url) {
      reject(new Error('No payment script URL is configured.'));
      return;
    }
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error(`${url} did not define Razorpay.`));
    script.onerror = () => {
      script.remove();
      reject(new Error(`The payment script ${url} could not be loaded.`));
    };
    document.head.appendChild(script);
  });
  loads.set(url, loading);
  loading.catch(() => loads.delete(url));
  return loading;
}
