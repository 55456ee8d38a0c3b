/*
 * Ascend Chess sandbox checkout: the embedded payment provider's in-page modal.
 * Served (after styles.js, dom.js and panels.js) from /api/subscription/sandbox/checkout.js.
 * Defines window.SandboxCheckout with FlutterwaveCheckout's options. Charges are decided and
 * recorded by the server (POST /api/subscription/sandbox/pay); payment verification reads
 * that record, never what this page says.
 */
(function () {
  'use strict';
  var SBX = window.__ascendSandboxCheckout;
  var el = SBX.el;
  var ORIGIN = (document.currentScript && document.currentScript.src) || window.location.href;
  var PAY_URL = new URL('/api/subscription/sandbox/pay', ORIGIN).toString();
  // Long enough to read "Payment successful" before the page takes over.
  var RESULT_DELAY_MS = 1200;

  function SandboxCheckout(options) {
    var o = options || {};
    if (!o.tx_ref || typeof o.amount !== 'number' || !o.currency) {
      throw new Error('SandboxCheckout needs tx_ref, amount and currency');
    }
    var custom = o.customizations || {};
    var customer = o.customer || {};
    var price = SBX.money(o.amount, o.currency);
    var previousFocus = document.activeElement;
    var previousOverflow = document.body.style.overflow;
    var busy = false;
    var closed = false;
    var isBusy = function () {
      return busy;
    };

    var alert = el('p', { class: 'sbx-alert', role: 'alert' });
    var payer = customer.email
      ? 'Paying as ' + (customer.name ? customer.name + ' · ' : '') + customer.email
      : '';
    var head = el('div', { class: 'sbx-head' }, [
      el('span', { class: 'sbx-badge', text: 'TEST MODE' }),
      el('h2', { id: 'sbx-title', class: 'sbx-title', text: custom.title || 'Checkout' }),
      custom.description
        ? el('p', { id: 'sbx-desc', class: 'sbx-desc', text: custom.description })
        : null,
      el('p', { class: 'sbx-amount', text: price }),
      payer ? el('p', { class: 'sbx-email', text: payer }) : null,
    ]);
    var closeBtn = el('button', {
      type: 'button',
      class: 'sbx-close',
      'aria-label': 'Close checkout',
      text: '×',
    });
    closeBtn.addEventListener('click', function () {
      if (!busy) dismiss();
    });

    var card = SBX.cardPanel({ price: price, pay: pay, isBusy: isBusy });
    var bank = SBX.bankPanel({ price: price, reference: o.tx_ref, pay: pay, isBusy: isBusy });
    var panels = [card.node, bank.node];
    var tabs = [
      el('button', {
        type: 'button',
        role: 'tab',
        id: 'sbx-tab-card',
        class: 'sbx-tab',
        'aria-controls': 'sbx-panel-card',
        'aria-selected': 'true',
        text: 'Card',
      }),
      el('button', {
        type: 'button',
        role: 'tab',
        id: 'sbx-tab-bank',
        class: 'sbx-tab',
        'aria-controls': 'sbx-panel-bank',
        'aria-selected': 'false',
        tabindex: '-1',
        text: 'Bank transfer',
      }),
    ];
    function select(i) {
      tabs.forEach(function (t, j) {
        t.setAttribute('aria-selected', String(i === j));
        t.setAttribute('tabindex', i === j ? '0' : '-1');
        panels[j].hidden = i !== j;
      });
      alert.textContent = '';
      tabs[i].focus();
    }
    tabs.forEach(function (t, i) {
      t.addEventListener('click', function () {
        select(i);
      });
      t.addEventListener('keydown', function (e) {
        if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
        e.preventDefault();
        select((i + 1) % tabs.length);
      });
    });
    var tablist = el(
      'div',
      { class: 'sbx-tabs', role: 'tablist', 'aria-label': 'Payment method' },
      tabs,
    );
    var body = el('div', { class: 'sbx-body' }, [alert, card.node, bank.node]);
    var dialog = el(
      'div',
      {
        class: 'sbx-dialog',
        role: 'dialog',
        'aria-modal': 'true',
        'aria-labelledby': 'sbx-title',
        'aria-describedby': custom.description ? 'sbx-desc' : 'sbx-title',
      },
      [head, closeBtn, tablist, body],
    );
    var overlay = el('div', { class: 'sbx-overlay', 'data-testid': 'sandbox-checkout' }, [
      el('style', { text: SBX.CSS }),
      dialog,
    ]);
    var onKey = SBX.trapFocus(dialog, function () {
      if (!busy) dismiss();
    });

    function teardown() {
      if (closed) return;
      closed = true;
      document.removeEventListener('keydown', onKey, true);
      overlay.remove();
      document.body.style.overflow = previousOverflow;
      if (previousFocus && typeof previousFocus.focus === 'function') previousFocus.focus();
    }
    /** Closed by the learner before paying: the page hears onclose ("Payment closed"). */
    function dismiss() {
      if (closed) return;
      teardown();
      if (typeof o.onclose === 'function') o.onclose();
    }
    function setBusy(button, on, label) {
      busy = on;
      button.disabled = on;
      button.textContent = label;
      dialog.setAttribute('aria-busy', String(on));
    }

    /** Shows the outcome, then closes and hands the page the result (like FlutterwaveCheckout). */
    function finish(ok, message, data) {
      busy = true;
      var icon = el('div', {
        class: 'sbx-icon ' + (ok ? 'sbx-ok' : 'sbx-ko'),
        'aria-hidden': 'true',
        text: ok ? '✓' : '!',
      });
      var heading = el('h3', {
        class: 'sbx-result-title',
        tabindex: '-1',
        text: ok ? 'Payment successful' : 'Payment failed',
      });
      body.replaceChildren(
        el('div', { class: 'sbx-result', role: 'status' }, [
          icon,
          heading,
          el('p', { class: 'sbx-note', text: message }),
        ]),
      );
      tablist.remove();
      heading.focus();
      setTimeout(function () {
        teardown();
        if (typeof o.callback === 'function') o.callback(data);
      }, RESULT_DELAY_MS);
    }

    function pay(payload, button, idleLabel) {
      alert.textContent = '';
      setBusy(button, true, 'Processing…');
      var request = {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(Object.assign({ tx_ref: o.tx_ref }, payload)),
      };
      return fetch(PAY_URL, request)
        .then(function (res) {
          return res.json().then(function (json) {
            return { ok: res.ok, json: json };
          });
        })
        .then(function (r) {
          setBusy(button, false, idleLabel);
          if (!r.ok) {
            alert.textContent =
              (r.json.error && r.json.error.message) || 'The payment could not be processed.';
            return null;
          }
          var d = r.json.data;
          if (d.status === 'otp_required') return d;
          var data = {
            status: d.status,
            tx_ref: d.tx_ref,
            transaction_id: d.transaction_id,
            amount: o.amount,
            currency: o.currency,
            payment_type: payload.method,
            customer: customer,
          };
          finish(d.status === 'successful', d.message, data);
          return null;
        })
        .catch(function () {
          setBusy(button, false, idleLabel);
          alert.textContent = 'Network error. Check your connection and try again.';
          return null;
        });
    }

    document.addEventListener('keydown', onKey, true);
    document.body.style.overflow = 'hidden';
    document.body.appendChild(overlay);
    card.focus();
    return { close: dismiss };
  }

  window.SandboxCheckout = SandboxCheckout;
})();
