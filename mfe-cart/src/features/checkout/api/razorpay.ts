/** The part of Razorpay Checkout's browser API this app uses (the local sandbox provides the same). */
import type { VerifyPaymentRequest } from 'shared-contracts';

export interface RazorpayFailure {
  error?: { code?: string; description?: string; reason?: string };
}

export interface RazorpayOptions {
  key?: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  name: string;
  description?: string;
  order_id: string;
  prefill: { name: string; email: string; contact: string };
  handler: (response: VerifyPaymentRequest) => void;
  modal: { ondismiss: () => void };
}

export interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', callback: (failure: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}
