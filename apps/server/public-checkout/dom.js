/* Small DOM helpers of the sandbox checkout (no framework: the script runs on any page). */
(function () {
  'use strict';
  var SBX = (window.__ascendSandboxCheckout = window.__ascendSandboxCheckout || {});

  /** el('button', { class, text, on: { click } }, [children]) */
  SBX.el = function (tag, attrs, children) {
    var node = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) {
      if (k === 'text') node.textContent = attrs[k];
      else if (k === 'on')
        Object.keys(attrs.on).forEach(function (ev) {
          node.addEventListener(ev, attrs.on[ev]);
        });
      else node.setAttribute(k, attrs[k]);
    });
    (children || []).forEach(function (c) {
      if (c) node.appendChild(c);
    });
    return node;
  };

  SBX.money = function (amount, currency) {
    try {
      return new Intl.NumberFormat(undefined, { style: 'currency', currency: currency }).format(
        amount,
      );
    } catch {
      return currency + ' ' + amount;
    }
  };

  /** A labelled input with its own error line, wired through aria-describedby. */
  SBX.field = function (id, label, attrs) {
    var el = SBX.el;
    var input = el(
      'input',
      Object.assign({ id: id, class: 'sbx-input', 'aria-describedby': id + '-error' }, attrs),
    );
    var error = el('p', { id: id + '-error', class: 'sbx-field-error', 'aria-live': 'polite' });
    var node = el('div', { class: 'sbx-field' }, [
      el('label', { class: 'sbx-label', for: id, text: label }),
      input,
      error,
    ]);
    return { input: input, error: error, node: node };
  };

  SBX.setError = function (f, message) {
    f.error.textContent = message || '';
    f.input.setAttribute('aria-invalid', message ? 'true' : 'false');
  };

  SBX.invalid = function (f) {
    return f.input.getAttribute('aria-invalid') === 'true';
  };

  /** Keeps Tab inside the dialog and sends Escape to onEscape (a modal's keyboard contract). */
  SBX.trapFocus = function (dialog, onEscape) {
    return function (e) {
      if (e.key === 'Escape') {
        e.preventDefault();
        onEscape();
        return;
      }
      if (e.key !== 'Tab') return;
      var f = Array.prototype.filter.call(
        dialog.querySelectorAll('button,input,[tabindex="0"]'),
        function (n) {
          return !n.disabled && n.offsetParent !== null;
        },
      );
      if (!f.length) return;
      var first = f[0];
      var last = f[f.length - 1];
      if (!dialog.contains(document.activeElement)) {
        e.preventDefault();
        first.focus();
      } else if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
  };
})();
