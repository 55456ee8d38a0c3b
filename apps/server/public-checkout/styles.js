/* The sandbox checkout's look: scoped `sbx-` classes, brand green, reduced-motion aware. */
(function () {
  'use strict';
  var SBX = (window.__ascendSandboxCheckout = window.__ascendSandboxCheckout || {});
  SBX.CSS =
    '.sbx-overlay{position:fixed;inset:0;z-index:2147483000;background:rgba(17,24,39,.6);display:flex;align-items:center;justify-content:center;padding:16px;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;animation:sbx-fade .15s ease-out}' +
    '.sbx-dialog{position:relative;width:100%;max-width:420px;max-height:calc(100vh - 32px);overflow:auto;background:#fff;color:#111827;border-radius:18px;box-shadow:0 24px 60px rgba(0,0,0,.3);animation:sbx-rise .2s ease-out}' +
    '.sbx-head{padding:20px 24px 16px;background:linear-gradient(135deg,#16a34a,#15803d);color:#fff}' +
    '.sbx-badge{display:inline-block;font-size:11px;font-weight:800;letter-spacing:.08em;background:#fde047;color:#713f12;border-radius:999px;padding:2px 8px}' +
    '.sbx-title{margin:10px 0 2px;font-size:18px;font-weight:800}.sbx-desc{margin:0;font-size:13px;opacity:.9}' +
    '.sbx-amount{margin:12px 0 0;font-size:28px;font-weight:800}.sbx-email{margin:2px 0 0;font-size:12px;opacity:.85}' +
    '.sbx-close{position:absolute;top:12px;right:12px;width:36px;height:36px;border:0;border-radius:999px;background:rgba(255,255,255,.18);color:#fff;font-size:22px;line-height:1;cursor:pointer}' +
    '.sbx-close:hover{background:rgba(255,255,255,.3)}' +
    '.sbx-tabs{display:flex;gap:4px;margin:16px 24px 0;padding:4px;background:#f3f4f6;border-radius:12px}' +
    '.sbx-tab{flex:1;border:0;background:transparent;padding:9px 8px;border-radius:9px;font:inherit;font-size:14px;font-weight:700;color:#4b5563;cursor:pointer}' +
    '.sbx-tab[aria-selected=true]{background:#fff;color:#15803d;box-shadow:0 1px 3px rgba(0,0,0,.12)}' +
    '.sbx-body{padding:16px 24px 24px}.sbx-field{margin:0 0 12px}.sbx-row{display:flex;gap:12px}.sbx-row .sbx-field{flex:1}' +
    '.sbx-label{display:block;margin:0 0 6px;font-size:13px;font-weight:700;color:#374151}' +
    '.sbx-input{box-sizing:border-box;width:100%;padding:11px 12px;border:1.5px solid #d1d5db;border-radius:10px;font:inherit;font-size:16px;color:#111827;background:#fff}' +
    '.sbx-input[aria-invalid=true]{border-color:#dc2626}.sbx-field-error{margin:4px 0 0;font-size:12px;color:#dc2626;min-height:0}' +
    '.sbx-btn{width:100%;margin-top:6px;padding:13px;border:0;border-radius:12px;background:#16a34a;color:#fff;font:inherit;font-size:16px;font-weight:800;cursor:pointer;box-shadow:0 4px 0 #15803d}' +
    '.sbx-btn:hover{background:#15803d}.sbx-btn:disabled{opacity:.6;cursor:progress}' +
    '.sbx-input:focus-visible,.sbx-btn:focus-visible,.sbx-tab:focus-visible,.sbx-close:focus-visible,.sbx-link:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}' +
    '.sbx-hint{margin:14px 0 0;padding:10px 12px;background:#f9fafb;border:1px dashed #d1d5db;border-radius:10px;font-size:12px;color:#4b5563}' +
    '.sbx-hint ul{margin:6px 0 0;padding-left:16px}.sbx-link{border:0;background:none;padding:0;font:inherit;color:#15803d;text-decoration:underline;cursor:pointer}' +
    '.sbx-alert{margin:0 0 12px;padding:10px 12px;border-radius:10px;font-size:14px;background:#fef2f2;color:#991b1b}.sbx-alert:empty{display:none}' +
    '.sbx-bank{margin:0 0 12px;padding:12px 14px;border:1px solid #e5e7eb;border-radius:12px}.sbx-bank div{display:flex;justify-content:space-between;gap:8px;padding:6px 0;font-size:14px}' +
    '.sbx-note{margin:0 0 12px;font-size:13px;color:#374151}' +
    '.sbx-bank dt{color:#6b7280}.sbx-bank dd{margin:0;font-weight:700}' +
    '.sbx-result{padding:36px 24px;text-align:center}.sbx-icon{width:64px;height:64px;margin:0 auto 12px;border-radius:999px;display:flex;align-items:center;justify-content:center;font-size:34px;color:#fff}' +
    '.sbx-ok{background:#16a34a}.sbx-ko{background:#dc2626}.sbx-result-title{margin:0 0 6px;font-size:20px}' +
    '@keyframes sbx-fade{from{opacity:0}}@keyframes sbx-rise{from{transform:translateY(16px);opacity:0}}' +
    '@media (prefers-reduced-motion:reduce){.sbx-overlay,.sbx-dialog{animation:none}}';
})();
