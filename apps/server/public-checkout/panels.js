/*
 * The two payment methods of the sandbox checkout. Each panel calls pay(payload, button,
 * idleLabel), which resolves to the server's answer when it needs another step (a one-time
 * code) and to null when the checkout has finished or shown an error.
 */
(function () {
  'use strict';
  var SBX = (window.__ascendSandboxCheckout = window.__ascendSandboxCheckout || {});
  var el, field, setError, invalid;

  var TEST_CARDS = [
    ['4242 4242 4242 4242', 'succeeds'],
    ['4000 0000 0000 0002', 'is declined'],
    ['4000 0000 0000 3220', 'asks for a code (123456)'],
  ];

  function expiryError(value) {
    var m = /^(\d{2})\/(\d{2})$/.exec(value);
    if (!m || Number(m[1]) < 1 || Number(m[1]) > 12) return 'Enter the expiry as MM/YY';
    var now = new Date();
    var year = 2000 + Number(m[2]);
    var past =
      year < now.getFullYear() || (year === now.getFullYear() && Number(m[1]) < now.getMonth() + 1);
    return past ? 'This card has expired' : '';
  }

  SBX.cardPanel = function (opts) {
    el = SBX.el;
    field = SBX.field;
    setError = SBX.setError;
    invalid = SBX.invalid;
    var num = field('sbx-card', 'Card number', {
      inputmode: 'numeric',
      autocomplete: 'cc-number',
      placeholder: '4242 4242 4242 4242',
      maxlength: '23',
    });
    var exp = field('sbx-exp', 'Expiry (MM/YY)', {
      inputmode: 'numeric',
      autocomplete: 'cc-exp',
      placeholder: 'MM/YY',
      maxlength: '5',
    });
    var cvc = field('sbx-cvc', 'CVC', {
      inputmode: 'numeric',
      autocomplete: 'cc-csc',
      placeholder: '123',
      maxlength: '4',
    });
    var otp = field('sbx-otp', 'One-time code', {
      inputmode: 'numeric',
      autocomplete: 'one-time-code',
      maxlength: '6',
    });
    num.input.addEventListener('input', function () {
      num.input.value = num.input.value
        .replace(/\D/g, '')
        .slice(0, 19)
        .replace(/(\d{4})(?=\d)/g, '$1 ');
    });
    exp.input.addEventListener('input', function () {
      var d = exp.input.value.replace(/\D/g, '').slice(0, 4);
      exp.input.value = d.length > 2 ? d.slice(0, 2) + '/' + d.slice(2) : d;
    });
    var payLabel = 'Pay ' + opts.price;
    var payBtn = el('button', { type: 'submit', class: 'sbx-btn', text: payLabel });
    var otpBtn = el('button', { type: 'submit', class: 'sbx-btn', text: 'Confirm payment' });
    var digits = function () {
      return num.input.value.replace(/\D/g, '');
    };

    function fill(number) {
      num.input.value = number;
      exp.input.value = '12/34';
      cvc.input.value = '123';
      [num, exp, cvc].forEach(function (f) {
        setError(f, '');
      });
      num.input.focus();
    }
    var hints = TEST_CARDS.map(function (c) {
      var button = el('button', {
        type: 'button',
        class: 'sbx-link',
        text: c[0],
        on: { click: fill.bind(null, c[0]) },
      });
      return el('li', {}, [button, document.createTextNode(' ' + c[1])]);
    });

    function onCardSubmit(e) {
      e.preventDefault();
      if (opts.isBusy()) return;
      setError(num, digits().length < 12 ? 'Enter the card number' : '');
      setError(exp, expiryError(exp.input.value));
      setError(cvc, /^\d{3,4}$/.test(cvc.input.value) ? '' : 'Enter the 3 or 4 digits on the back');
      var bad = [num, exp, cvc].filter(invalid);
      if (bad.length) return bad[0].input.focus();
      opts.pay({ method: 'card', card_number: digits() }, payBtn, payLabel).then(function (d) {
        if (!d) return;
        cardForm.hidden = true;
        otpForm.hidden = false;
        otp.input.focus();
      });
    }
    function onOtpSubmit(e) {
      e.preventDefault();
      if (opts.isBusy()) return;
      setError(otp, /^\d{4,8}$/.test(otp.input.value) ? '' : 'Enter the code');
      if (invalid(otp)) return otp.input.focus();
      var payload = { method: 'card', card_number: digits(), otp: otp.input.value };
      opts.pay(payload, otpBtn, 'Confirm payment').then(function (d) {
        if (!d) return;
        setError(otp, d.message);
        otp.input.select();
      });
    }

    var cardForm = el('form', { novalidate: 'novalidate', on: { submit: onCardSubmit } }, [
      num.node,
      el('div', { class: 'sbx-row' }, [exp.node, cvc.node]),
      payBtn,
      el('div', { class: 'sbx-hint' }, [
        el('strong', { text: 'Sandbox test cards' }),
        el('ul', {}, hints),
      ]),
    ]);
    var otpIntro =
      'Your bank sent a one-time code to your phone. In the sandbox the code is 123456.';
    var otpForm = el(
      'form',
      { novalidate: 'novalidate', hidden: 'hidden', on: { submit: onOtpSubmit } },
      [el('p', { class: 'sbx-note', text: otpIntro }), otp.node, otpBtn],
    );
    var panel = el(
      'div',
      { id: 'sbx-panel-card', role: 'tabpanel', 'aria-labelledby': 'sbx-tab-card' },
      [cardForm, otpForm],
    );
    return {
      node: panel,
      focus: function () {
        num.input.focus();
      },
    };
  };

  SBX.bankPanel = function (opts) {
    el = SBX.el;
    var label = "I've sent the money";
    var sent = el('button', { type: 'button', class: 'sbx-btn', text: label });
    sent.addEventListener('click', function () {
      if (!opts.isBusy()) opts.pay({ method: 'bank_transfer' }, sent, label);
    });
    function row(k, v) {
      return el('div', {}, [el('dt', { text: k }), el('dd', { text: v })]);
    }
    var details = el('dl', { class: 'sbx-bank' }, [
      row('Bank', 'Ascend Sandbox Bank'),
      row('Account number', '0123456789'),
      row('Account name', 'Ascend Chess Checkout'),
      row('Amount', opts.price),
      row('Reference', opts.reference),
    ]);
    var intro = el('p', {
      class: 'sbx-note',
      text: 'Transfer exactly ' + opts.price + ' to this sandbox account, then confirm.',
    });
    var panel = el(
      'div',
      {
        id: 'sbx-panel-bank',
        role: 'tabpanel',
        'aria-labelledby': 'sbx-tab-bank',
        hidden: 'hidden',
      },
      [intro, details, sent],
    );
    return { node: panel };
  };
})();
