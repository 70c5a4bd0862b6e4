/**
 * The local sandbox's stand-in for Razorpay's checkout.js: the same `Razorpay` constructor,
 * `open()`, `on('payment.failed', cb)`, `handler` and `modal.ondismiss`. It shows an accessible
 * test payment dialog (Pay, Fail, Cancel). Pay asks the server for the payment id and signature;
 * the browser never computes a signature.
 */
export const SANDBOX_SCRIPT = String.raw`(function () {
  'use strict';
  var script = document.currentScript;
  var server = script && script.src ? new URL(script.src).origin : window.location.origin;

  function rupees(paise) {
    return new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);
  }

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    this.options = options || {};
    this.listeners = {};
  }

  Razorpay.prototype.on = function (event, callback) {
    (this.listeners[event] = this.listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype.emit = function (event, payload) {
    (this.listeners[event] || []).forEach(function (callback) { callback(payload); });
  };

  Razorpay.prototype.open = function () {
    var self = this;
    var options = self.options;
    var previousFocus = document.activeElement;
    var backdrop = document.createElement('div');
    backdrop.setAttribute('data-sandbox-checkout', '');
    backdrop.style.cssText = 'position:fixed;inset:0;background:rgba(0,0,0,.55);display:flex;align-items:center;justify-content:center;z-index:2147483647;font-family:system-ui,sans-serif';
    var dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    dialog.setAttribute('aria-labelledby', 'sandbox-checkout-title');
    dialog.setAttribute('aria-describedby', 'sandbox-checkout-amount');
    dialog.style.cssText = 'background:#fff;color:#222;border-radius:8px;padding:24px;width:min(360px,90vw);box-shadow:0 8px 32px rgba(0,0,0,.35)';
    var title = document.createElement('h2');
    title.id = 'sandbox-checkout-title';
    title.textContent = 'Test payment' + (options.name ? ' — ' + options.name : '');
    title.style.cssText = 'margin:0 0 8px;font-size:1.2rem';
    var amount = document.createElement('p');
    amount.id = 'sandbox-checkout-amount';
    amount.textContent = rupees(Number(options.amount) || 0) + ' · order ' + options.order_id + ' · no real money moves';
    var status = document.createElement('p');
    status.setAttribute('role', 'status');
    var row = document.createElement('div');
    row.style.cssText = 'display:flex;gap:8px;flex-wrap:wrap';
    dialog.append(title, amount, status, row);
    backdrop.appendChild(dialog);

    function button(label, onClick) {
      var b = document.createElement('button');
      b.type = 'button';
      b.textContent = label;
      b.style.cssText = 'padding:8px 16px;font:inherit;cursor:pointer';
      b.addEventListener('click', onClick);
      row.appendChild(b);
      return b;
    }

    function close() {
      document.removeEventListener('keydown', onKey, true);
      backdrop.remove();
      if (previousFocus && previousFocus.focus) previousFocus.focus();
    }

    function dismiss() {
      close();
      if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
    }

    function fail(description) {
      close();
      self.emit('payment.failed', {
        error: { code: 'BAD_REQUEST_ERROR', description: description, source: 'customer', step: 'payment_authorization', reason: 'payment_failed', metadata: { order_id: options.order_id } },
      });
    }

    function onKey(event) {
      if (event.key === 'Escape') { event.preventDefault(); dismiss(); }
      if (event.key === 'Tab') {
        var buttons = row.querySelectorAll('button');
        var first = buttons[0], last = buttons[buttons.length - 1];
        if (event.shiftKey && document.activeElement === first) { event.preventDefault(); last.focus(); }
        else if (!event.shiftKey && document.activeElement === last) { event.preventDefault(); first.focus(); }
      }
    }

    var pay = button('Pay', function () {
      pay.disabled = true;
      status.textContent = 'Paying…';
      fetch(server + '/sandbox/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ order_id: options.order_id }) })
        .then(function (response) { return response.json().then(function (body) { return { ok: response.ok, body: body }; }); })
        .then(function (result) {
          if (!result.ok) { fail((result.body && result.body.message) || 'The sandbox refused the payment.'); return; }
          close();
          if (typeof options.handler === 'function') options.handler(result.body);
        })
        .catch(function () { fail('The sandbox could not be reached.'); });
    });
    button('Fail', function () { fail('Payment failed (sandbox test).'); });
    button('Cancel', dismiss);

    document.addEventListener('keydown', onKey, true);
    document.body.appendChild(backdrop);
    pay.focus();
  };

  window.Razorpay = Razorpay;
})();
`;
